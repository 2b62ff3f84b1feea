/**
 * After a username login the player must change their password first (spec §4) when the server
 * asks for it (updatePassword), or when it expired and the operator forces the change
 * (PWDEXPFORCECHANGE3, spec §6). Never after SMS or firebase logins.
 */
import type { LoginType, LoginValue } from '@wps/contract/session';

export function mustChangePassword(
  type: LoginType,
  value: Pick<LoginValue, 'passwordExpired' | 'updatePassword'>,
  forceOnExpiry: boolean,
): boolean {
  if (type !== 'username') return false;
  return value.updatePassword === true || (value.passwordExpired === true && forceOnExpiry);
}
