/**
 * Loads the push provider that the site status names (push-source.ts): the sandbox's stand-in or
 * Firebase Cloud Messaging, once per choice, the way sign-in loads Firebase Auth or its stand-in
 * (domains/identity/load-provider). The contract's push module is imported by the providers, not
 * here. Loaded only for a member who allowed notifications.
 */
import type { SiteStatus } from '@wps/contract/status';
import { providerLoader, type ProviderChoice } from '../../lib/third-party/provider-loader';
import type { PushProvider } from './provider';
import { pushSource } from './push-source';

function choose(status: SiteStatus): ProviderChoice<PushProvider> | null {
  const source = pushSource(status);
  if (!source) return null;
  if (source.kind === 'stand-in') {
    const { page } = source;
    return {
      key: `page:${page}`,
      load: () => import('./stand-in').then((m) => m.standInProvider(page)),
    };
  }
  const { config, vapidKey } = source;
  return {
    key: `firebase:${config.projectId}`,
    load: () => import('./firebase-messaging').then((m) => m.firebaseProvider(config, vapidKey)),
  };
}

export const loadPushProvider = providerLoader(choose).load;
