/**
 * Field rules for accounts, checked as the player types (the server checks the same):
 * username 6–16 lower-case letters or digits starting with a letter; password 6–20 characters
 * with at least one letter and one digit; mobile numbers 6–15 digits.
 */
import type { MessageKey } from '../../lib/i18n/messages';

export function usernameProblem(value: string): MessageKey | undefined {
  const v = value.trim();
  if (!v) return 'login.usernameRequired';
  if (v.length < 6 || v.length > 16) return 'rules.usernameLength';
  if (!/^[a-z][a-z0-9]*$/i.test(v)) return 'rules.usernameChars';
  return undefined;
}

export function passwordProblem(value: string): MessageKey | undefined {
  if (!value) return 'login.passwordRequired';
  if (value.length < 6 || value.length > 20) return 'rules.passwordLength';
  if (!/[a-z]/i.test(value) || !/\d/.test(value)) return 'rules.passwordMix';
  return undefined;
}

export function confirmProblem(password: string, confirm: string): MessageKey | undefined {
  return confirm === password ? undefined : 'rules.passwordMismatch';
}

export function mobileProblem(value: string): MessageKey | undefined {
  const digits = value.replace(/[\s-]/g, '');
  if (!digits) return 'rules.mobileRequired';
  return /^\d{6,15}$/.test(digits) ? undefined : 'rules.mobileInvalid';
}

export function codeProblem(value: string): MessageKey | undefined {
  return /^\d{4,8}$/.test(value.trim()) ? undefined : 'rules.codeInvalid';
}
