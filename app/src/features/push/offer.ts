/** Reads the signals of the push offer (rules.ts) from this browser. */
import { browserOf } from '../../lib/device/browser';
import { readPlatform } from '../../lib/device/platform';
import { pushOffer, type PushOffer } from './rules';

export async function readPushOffer(): Promise<PushOffer> {
  const supported =
    'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
  return pushOffer({
    platform: readPlatform(),
    browser: browserOf(navigator.userAgent),
    supported,
    // FCM keeps its token in IndexedDB, which the private windows of some browsers drop (and
    // Firefox's have no service workers at all, which `supported` catches).
    privateMode: typeof indexedDB === 'undefined' || indexedDB === null,
  });
}

export type Permission = NotificationPermission;

export function currentPermission(): Permission {
  // eslint-disable-next-line compat/compat -- guarded: absent before iOS 16.4's web apps
  return typeof Notification === 'undefined' ? 'denied' : Notification.permission;
}
