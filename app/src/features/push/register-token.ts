/**
 * Spec §4 "Push": with permission granted, a member's web token is fetched when none is stored
 * or the stored one is 7 days old, stored with its date, bound to the member and subscribed to
 * topic ALL. A stored token still fresh is only bound again, once per login.
 */
import type { SiteStatus } from '@wps/contract/status';
import {
  bindingUnderWay,
  boundForSession,
  forgetBinding,
  markBound,
  mayBind,
} from '../../domains/push/binding';
import { bindAndSubscribe } from '../../domains/push/calls';
import { loadPushProvider } from './load-provider';
import { tokenDue } from './rules';
import { readPushToken, writePushToken } from '../../domains/push/token-store';

export function registerPushToken(status: SiteStatus, sessionToken: string): Promise<void> {
  if (!mayBind(sessionToken)) return Promise.resolve();
  return bindingUnderWay(register(status, sessionToken));
}

async function register(status: SiteStatus, sessionToken: string): Promise<void> {
  const stored = readPushToken();
  const due = tokenDue(stored, Date.now());
  if (!due && boundForSession(sessionToken)) return;
  let token = stored?.token;
  if (due || !token) {
    const provider = await loadPushProvider(status);
    if (!provider) return;
    token = await provider.getToken(stored !== null);
    writePushToken(token, Date.now());
  }
  // Logged out while the token was fetched: it is stored for the next member, never bound.
  if (!mayBind(sessionToken)) return;
  markBound(sessionToken);
  await bindAndSubscribe(token).catch((error: unknown) => {
    forgetBinding(); // tried again at the next page or login
    throw error;
  });
}
