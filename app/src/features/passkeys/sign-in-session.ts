/**
 * A passkey sign-in ends as a password login does (the same LoginValue, the same session), with
 * one difference: no password is remembered, and one remembered before is forgotten, so that
 * auto-login no longer replays a password on this device.
 */
import type { LoginValue } from '@wps/contract/session';
import { sessionFrom } from '../../domains/account/logged-in';
import { forgetLogin } from '../../domains/remembered-login/record';
import { requestMerchant } from '../../lib/api/context';
import { sessionStore } from '../../lib/session/store';

export function startPasskeySession(value: LoginValue): void {
  forgetLogin();
  sessionStore.dispatch({
    type: 'loggedIn',
    session: sessionFrom(value, requestMerchant() ?? ''),
  });
  void import('../../domains/tracking/track').then((m) => m.recordLoginEvent(value.id));
}
