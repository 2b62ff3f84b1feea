/**
 * The remembered-login record and the auto-login decision (spec §3, §4): no crypto here, so the
 * shell can decide on the first paint and load the sealing code only when it is needed.
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

/** Auto-login conditions of spec §4, as one pure decision. */
export function shouldAutoLogin(input: {
  record: RememberedLogin | null;
  merchant: string | null;
  autoLogin: string | null;
  flagOn: boolean;
  hasSession: boolean;
  redirectInUrl: boolean;
}): boolean {
  const { record, merchant, autoLogin, flagOn, hasSession, redirectInUrl } = input;
  return (
    !!record &&
    record.type !== 'sms' &&
    record.merchant === merchant &&
    autoLogin !== '0' &&
    flagOn &&
    !hasSession &&
    !redirectInUrl
  );
}
