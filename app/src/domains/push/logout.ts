/**
 * Spec §4 "Logout and token change": on logout the push token is unsubscribed, while the session
 * can still authorize the call. The token itself stays stored: it belongs to the browser, and the
 * next member to log in here binds it again. Never fails a logout.
 */
import { forgetBinding } from './binding';
import { unsubscribeAll } from './calls';
import { readPushToken } from './token-store';

export async function unsubscribePushOnLogout(): Promise<void> {
  const stored = readPushToken();
  forgetBinding();
  if (!stored) return;
  await unsubscribeAll(stored.token).catch(() => undefined);
}
