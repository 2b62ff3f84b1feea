/**
 * Picks the identity provider from the site status: the sandbox's identity page when
 * gw.IDENTITY_PAGE names one, else Firebase Auth when the status carries a Firebase config.
 * Both are loaded only when a player asks for social sign-in (Firebase is a large chunk).
 */
import type { SiteStatus } from '@wps/contract/status';
import {
  providerLoader,
  standInChoice,
  type ProviderChoice,
} from '../../lib/third-party/provider-loader';
import type { IdentityProvider } from './provider';

function choose(status: SiteStatus): ProviderChoice<IdentityProvider> | null {
  const standIn = standInChoice(status, (page) =>
    import('./stand-in').then((m) => m.standInProvider(page)),
  );
  if (standIn) return standIn;
  const config = status.firebase;
  if (config) {
    return {
      key: `firebase:${config.projectId}`,
      load: () => import('./firebase').then((m) => m.firebaseProvider(config)),
    };
  }
  return null;
}

const identity = providerLoader(choose);
export const socialLoginAvailable = identity.available;
export const loadIdentityProvider = identity.load;
