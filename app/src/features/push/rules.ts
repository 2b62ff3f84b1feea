/**
 * The push decisions (spec §4 "Push", §9), pure so each has a table test:
 * - whether a member is offered the soft prompt, told to install the web app first (iOS gives
 *   web push only to home-screen web apps, from 16.4), or not asked at all (the operator's native
 *   app has its own notifications; in-app browsers of social apps and private windows cannot keep
 *   a subscription; a browser without the APIs cannot push);
 * - whether the stored web token is due for a refresh (7 days).
 */
import type { Browser } from '../../lib/device/browser';
import { iosBefore, type Platform } from '../../lib/device/platform';
import type { PushToken } from '../../domains/push/token-store';

/** Spec §9: the push token is refreshed after 7 days. */
export const TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The soft prompt waits this long after a member's page is shown: never in the first seconds of
 * a visit, when the player came to do something else (and the announcement popup decides first).
 */
export const PUSH_PROMPT_DELAY_MS = 8000;

/** iOS and iPadOS give web push to home-screen web apps from 16.4. */
export const IOS_WEB_PUSH: readonly [number, number] = [16, 4];

export type PushOffer = 'prompt' | 'installFirst' | 'none';

export type PushOfferInputs = {
  platform: Platform;
  browser: Browser;
  /** Notification, service workers and PushManager all exist here. */
  supported: boolean;
  /** A private window that keeps no IndexedDB (offer.ts). */
  privateMode: boolean;
};

export function pushOffer(i: PushOfferInputs): PushOffer {
  if (i.platform.shell === 'native' || i.browser === 'social' || i.privateMode) return 'none';
  if (i.platform.os === 'ios') {
    if (iosBefore(i.platform, ...IOS_WEB_PUSH)) return 'none';
    // In Safari's tab there is no PushManager at all: the home-screen app is the way.
    if (i.platform.shell === 'browser') return 'installFirst';
  }
  return i.supported ? 'prompt' : 'none';
}

/** A missing token, one 7 days old or more, or one stamped in the future is fetched anew. */
export function tokenDue(stored: PushToken | null, now: number): boolean {
  if (!stored) return true;
  const age = now - stored.fetchedAt;
  return age < 0 || age >= TOKEN_REFRESH_MS;
}
