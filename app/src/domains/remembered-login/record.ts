/**
 * The remembered-login record (spec §3, §4): no crypto here, so the login form reads it on its
 * first paint and loads the sealing code only when it is needed. The auto-login decision is in
 * auto-login-rule.ts.
 */
import { ErrorCode } from '@wps/contract/envelope';
import type { RememberedLogin } from '../../lib/storage/keys';
import { readStored, removeStored, writeStored } from '../../lib/storage/storage';

export function rememberedLogin(): RememberedLogin | null {
  return readStored('remembered_login');
}

export function forgetLogin(): void {
  removeStored('remembered_login');
}

export function disableAutoLogin(): void {
  writeStored('autoLogin', '0');
}

export const FORGET_ON: readonly string[] = [ErrorCode.loginCredErr, ErrorCode.notExistsUser];

/**
 * Reacts to a failed login with a remembered password, typed or automatic: login.cred.err and
 * not.exists.user forget the remembered login, token_ip_different turns auto-login off. Here
 * rather than in the auto-login chunk, which the login form then needed on its first paint: one
 * request more in front of its largest paint on an HTTP/1.1 server.
 */
export function reactToLoginFailure(errorCode: string | undefined): void {
  if (errorCode && FORGET_ON.includes(errorCode)) forgetLogin();
  if (errorCode === ErrorCode.tokenIpDifferent) disableAutoLogin();
}
