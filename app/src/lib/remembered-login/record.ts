/**
 * The remembered-login record and the auto-login decision (spec §3, §4): no crypto here, so the
 * shell can decide on the first paint and load the sealing code only when it is needed.
 */
import { readStored, removeStored, writeStored } from '../storage/storage';

export type RememberedLogin = {
  type: 'username' | 'sms';
  username: string;
  merchant: string;
  iv: string;
  sealed: string;
};

export function rememberedLogin(): RememberedLogin | null {
  return readStored('remembered_login');
}

export function forgetLogin(): void {
  removeStored('remembered_login');
}

export function disableAutoLogin(): void {
  writeStored('autoLogin', '0');
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
