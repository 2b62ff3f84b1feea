/**
 * Picks the identity provider from the site status: the sandbox's identity page when
 * gw.IDENTITY_PAGE names one, else Firebase Auth when the status carries a Firebase config.
 * Both are loaded only when a player asks for social sign-in (Firebase is a large chunk).
 */
import type { SiteStatus } from '@wps/contract/status';
import type { IdentityProvider } from './provider';

type Choice = { key: string; load: () => Promise<IdentityProvider> };

function choose(status: SiteStatus): Choice | null {
  const page = status.gw.IDENTITY_PAGE;
  if (page) {
    return {
      key: `page:${page}`,
      load: () => import('./stand-in').then((m) => m.standInProvider(page)),
    };
  }
  const config = status.firebase;
  if (config) {
    return {
      key: `firebase:${config.projectId}`,
      load: () => import('./firebase').then((m) => m.firebaseProvider(config)),
    };
  }
  return null;
}

export function socialLoginAvailable(status: SiteStatus | undefined): boolean {
  return !!status && choose(status) !== null;
}

let loaded: { key: string; provider: Promise<IdentityProvider> } | null = null;

export function loadIdentityProvider(status: SiteStatus): Promise<IdentityProvider> | null {
  const choice = choose(status);
  if (!choice) return null;
  if (loaded?.key !== choice.key) loaded = { key: choice.key, provider: choice.load() };
  return loaded.provider;
}
