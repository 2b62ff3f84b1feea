/**
 * Spec §4 "Logout and token change": on logout the push token is unsubscribed, while the session
 * can still authorize the call. The token itself stays stored: it belongs to the browser, and the
 * next member to log in here binds it again. Never fails a logout.
 */
import { currentToken } from '../../lib/session/store';
import { endBinding } from './binding';
import { unsubscribeAll } from './calls';
import { readPushToken } from './token-store';

export async function unsubscribePushOnLogout(): Promise<void> {
  // After the binding under way, if any: the unsubscribe is the session's last push call.
  await endBinding(currentToken());
  const stored = readPushToken();
  if (!stored) return;
  await unsubscribeAll(stored.token).catch(() => undefined);
}
