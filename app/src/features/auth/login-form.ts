/** Login form rules: what is missing, as message keys (shown as the player types, spec §5). */
import type { MessageKey } from '../../lib/i18n/messages';

export type LoginFields = { username: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginFields, MessageKey>>;

export function validateLogin(fields: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  if (!fields.username.trim()) errors.username = 'login.usernameRequired';
  if (!fields.password) errors.password = 'login.passwordRequired';
  return errors;
}
