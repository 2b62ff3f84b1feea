/**
 * The production push provider: Firebase Cloud Messaging (contract §4), a chunk of its own loaded
 * only once a member has allowed notifications (never on the first paint, never precached: the
 * worker's globIgnores skips firebase-*.js). Its subscription lives on the app's own worker
 * (/m/sw.js, whose push-worker.js shows the messages), so no second worker is registered.
 */
import { getApps, initializeApp, type FirebaseOptions } from '@firebase/app';
import { deleteToken, getMessaging, getToken, type Messaging } from '@firebase/messaging';
import { workerRegistration } from '../../domains/pwa/register-worker';
import type { PushProvider } from './provider';

const APP_NAME = 'wps-push';

function messagingFor(options: FirebaseOptions): Messaging {
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp(options, APP_NAME);
  return getMessaging(app);
}

export function firebaseProvider(options: FirebaseOptions, vapidKey: string): PushProvider {
  const messaging = messagingFor(options);
  return {
    async getToken(fresh) {
      const registration = await workerRegistration();
      if (!registration) throw new Error('push needs the service worker');
      // Spec §4: after 7 days the token is replaced, not merely read back from Firebase's cache.
      if (fresh) await deleteToken(messaging).catch(() => false);
      return getToken(messaging, { vapidKey, serviceWorkerRegistration: registration });
    },
  };
}
