/**
 * What the worker makes of a push (spec §2 "Push"; contract/src/push.ts): FCM's web payload is
 * plain JSON, so no Firebase code runs in the worker. A tap opens the message's link only when it
 * is a same-origin /m/ path, checked like every other link the app follows
 * (lib/router/safe-redirect); anything else, or nothing, opens /m/home.
 */
import type { PushPayload } from '@wps/contract/push';
import { safeInternalPath } from '../../lib/router/safe-redirect';

export const NOTIFICATION_HOME = '/m/home';
const DEFAULT_ICON = '/m/icon.svg';

export type ShownNotification = {
  title: string;
  options: { body: string; icon: string; data: { link: string } };
};

function asPayload(raw: unknown): PushPayload {
  return raw !== null && typeof raw === 'object' ? (raw as PushPayload) : {};
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An icon from this origin or over https (an operator's image CDN); anything else, the app's. */
export function notificationIcon(icon: unknown, origin: string): string {
  if (typeof icon !== 'string' || icon === '') return DEFAULT_ICON;
  try {
    const url = new URL(icon, origin);
    return url.origin === origin || url.protocol === 'https:' ? url.href : DEFAULT_ICON;
  } catch {
    return DEFAULT_ICON;
  }
}

/** Where a tap on a notification goes: its link when safe, else the home page. */
export function notificationTarget(link: unknown, origin: string): string {
  return safeInternalPath(typeof link === 'string' ? link : null, origin) ?? NOTIFICATION_HOME;
}

/** The notification a push shows, or null for a push with nothing to show (a data-only one). */
export function notificationOf(raw: unknown, origin: string): ShownNotification | null {
  const payload = asPayload(raw);
  const note = payload.notification ?? {};
  const title = text(note.title);
  if (!title) return null;
  const link = payload.fcmOptions?.link ?? payload.data?.link ?? note.click_action;
  return {
    title,
    options: {
      body: text(note.body),
      icon: notificationIcon(note.icon, origin),
      data: { link: notificationTarget(link, origin) },
    },
  };
}
