/**
 * Google one-tap (spec §6): offered only with GOOGLELOGIN3 on, outside the native app, to a
 * guest, on a site with an identity provider and a Google client id. Kept apart from the
 * prompt so the shell can decide without loading it.
 */
import type { SiteStatus } from '@wps/contract/status';
import { socialLoginAvailable } from './load-provider';

export type OneTapSignals = { loggedIn: boolean; inApp: boolean };

export function offerOneTap(status: SiteStatus | undefined, signals: OneTapSignals): boolean {
  return (
    !!status &&
    status.whitelabelVal.GOOGLELOGIN3 === true &&
    !!status.gw.GOOGLE_CLIENT_ID &&
    socialLoginAvailable(status) &&
    !signals.inApp &&
    !signals.loggedIn
  );
}
