/**
 * Picks the push provider from the site status the way sign-in picks Firebase Auth or its stand-in
 * (domains/identity/load-provider): gw.IDENTITY_PAGE names the sandbox's Firebase stand-in, whose
 * token source (contract/src/push.ts) then replaces Firebase Cloud Messaging; else FCM when the
 * status carries a Firebase config with a sender id and VAPID key. No status field of its own:
 * the status schema is on the first paint, which has no byte to spare (nor has the shell's
 * chunk list, so the contract's push module is imported by the providers, not here).
 * Loaded only for a member who allowed notifications.
 */
import type { SiteStatus } from '@wps/contract/status';
import {
  providerLoader,
  standInChoice,
  type ProviderChoice,
} from '../../lib/third-party/provider-loader';
import type { PushProvider } from './provider';

function choose(status: SiteStatus): ProviderChoice<PushProvider> | null {
  const standIn = standInChoice(status, (page) =>
    import('./stand-in').then((m) => m.standInProvider(page)),
  );
  if (standIn) return standIn;
  const config = status.firebase;
  const vapidKey = config?.vapidKey;
  if (config?.messagingSenderId && vapidKey) {
    return {
      key: `firebase:${config.projectId}`,
      load: () => import('./firebase-messaging').then((m) => m.firebaseProvider(config, vapidKey)),
    };
  }
  return null;
}

const push = providerLoader(choose);
export const pushAvailable = push.available;
export const loadPushProvider = push.load;
