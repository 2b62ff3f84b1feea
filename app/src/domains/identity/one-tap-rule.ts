/**
 * Google one-tap (spec §6): offered only with GOOGLELOGIN3 on, outside the native app, to a
 * guest, on a site with an identity provider and a Google client id. Kept apart from the
 * prompt so the shell can decide without loading it, nor the sign-in forms' code.
 */
import type { SiteStatus } from '@wps/contract/status';

/**
 * The identity loader's own choice (load-provider.ts: the stand-in's page, else a Firebase
 * config), read here without it: the loader's chunk is the sign-in forms', and the shell asks
 * this on every visit. A table test keeps the two equal.
 */
export const hasIdentityProvider = (status: SiteStatus): boolean =>
  !!status.gw.IDENTITY_PAGE || !!status.firebase;

export type OneTapSignals = { loggedIn: boolean; inApp: boolean };

export function offerOneTap(status: SiteStatus | undefined, signals: OneTapSignals): boolean {
  return (
    !!status &&
    status.whitelabelVal.GOOGLELOGIN3 === true &&
    !!status.gw.GOOGLE_CLIENT_ID &&
    hasIdentityProvider(status) &&
    !signals.inApp &&
    !signals.loggedIn
  );
}
