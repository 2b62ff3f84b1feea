/**
 * The update check's pure rules (spec §4 "Update check", §9 timings): the hash of the two asset
 * manifests and what it means against the stored one, when the refresh popup shows, when a
 * reload is allowed, and which players take the unregister path instead of a worker update.
 */
import type { Platform } from '../../lib/device/platform';

/** Spec §9. */
export const UPDATE_TIMING = {
  firstCheckMs: 1500,
  checkEveryMs: 3_600_000,
  skipWaitingDelayMs: 200,
  updateWindowMs: 60_000,
  reloadDelayMs: 200,
  reloadLoadingMs: 5000,
} as const;

/** The manifests compared (spec §7); a 404 counts as empty text. */
export const ASSET_MANIFESTS = ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'];

/**
 * FNV-1a (32 bits) over the manifests' texts, separated so that moving text from one manifest
 * to the other still changes it. Not a security hash: it only has to notice a new build, and a
 * synchronous one keeps the check free of crypto.subtle (absent outside secure contexts).
 */
export function manifestHash(texts: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of texts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * 'first': nothing stored (a first visit or cleared storage): remember it, nothing to update.
 * 'same': no new build. 'changed': a new build since the hash was stored.
 */
export type Verdict = 'first' | 'same' | 'changed';

export function verdictOf(stored: string | null, current: string): Verdict {
  if (stored === null) return 'first';
  return stored === current ? 'same' : 'changed';
}

/** The popup shows once: not again for the version it already showed for in this page. */
export function popupDue(shownFor: string | null, current: string): boolean {
  return shownFor !== current;
}

/**
 * A refresh reloads only a visible tab (a hidden one reloads when the player comes back, never
 * behind their back) and never twice for one version in this tab (`reloadedFor`: the version of
 * the last reload): a build that keeps failing to take over can never make a loop.
 */
export function mayReload(reloadedFor: string | null, current: string, hidden: boolean): boolean {
  return !hidden && reloadedFor !== current;
}

/** In-app browsers by their user-agent tokens (Facebook, Instagram, LINE, WeChat, Android WebView). */
const IN_APP_BROWSER = /\bFBA[NV]\/|\bInstagram\b|\bLine\/|\bMicroMessenger\/|; wv\)/;

/**
 * The Android native shell and in-app browsers update their service worker badly (their
 * WebViews keep an old worker alive): they unregister the /m/sw worker and show the popup, so
 * the refresh loads the new build from the network.
 */
export function unregistersWorkers(platform: Platform, userAgent: string): boolean {
  return (
    (platform.shell === 'native' && platform.os === 'android') || IN_APP_BROWSER.test(userAgent)
  );
}

/** A worker of ours, old or new: its script path contains /m/sw (spec §4). */
export function isOurWorker(scriptUrl: string): boolean {
  try {
    return new URL(scriptUrl).pathname.includes('/m/sw');
  } catch {
    return false;
  }
}
