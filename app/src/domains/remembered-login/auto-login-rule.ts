/**
 * The auto-login conditions of spec §4, as one pure decision. Apart from the remembered login's
 * record, whose chunk the login form loads: the shell decides on every visit after the first
 * paint, and a visit with no remembered login downloads no sign-in code at all.
 */
import type { RememberedLogin } from '../../lib/storage/keys';

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
