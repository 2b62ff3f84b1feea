/**
 * The two-factor tabs and their rules (spec §2, §5): the tabs the server lists, in the order
 * payee name, SMS, Google authenticator, email; each tab's required fields, trimmed; the first
 * missing field is reported so it can be marked and focused, and nothing is sent.
 */
import { TWO_FACTOR_LETTER, type TwoFactorMethod, type TwoFactorRequest } from '@wps/contract/auth';
import type { MessageKey } from '../../../lib/i18n/messages';

export const TAB_ORDER: readonly TwoFactorMethod[] = ['payeeName', 'sms', 'ga', 'email'];

export type TwoFactorField = 'payeeName' | 'mobileNum' | 'verificationCode' | 'authCode' | 'email';

export const FIELDS_OF: Record<TwoFactorMethod, readonly TwoFactorField[]> = {
  payeeName: ['payeeName'],
  sms: ['mobileNum', 'verificationCode'],
  ga: ['authCode'],
  email: ['email'],
};

export const LABEL_OF: Record<TwoFactorField, MessageKey> = {
  payeeName: 'twoFactor.payeeName',
  mobileNum: 'register.mobile',
  verificationCode: 'register.smsCode',
  authCode: 'twoFactor.authCode',
  email: 'twoFactor.email',
};

export function tabsFrom(methods: readonly string[]): TwoFactorMethod[] {
  return TAB_ORDER.filter((method) => methods.includes(method));
}

export function firstMissing(
  method: TwoFactorMethod,
  values: Partial<Record<TwoFactorField, string>>,
): TwoFactorField | undefined {
  return FIELDS_OF[method].find((field) => !values[field]?.trim());
}

export function verificationRequest(
  credentials: { username: string; password: string },
  method: TwoFactorMethod,
  values: Partial<Record<TwoFactorField, string>>,
  firebaseIdToken?: string,
): TwoFactorRequest {
  const fields = Object.fromEntries(
    FIELDS_OF[method].map((field) => [field, values[field]?.trim() ?? '']),
  );
  // The firebase SMS path proves the code with the provider's token (spec §3).
  const proof = firebaseIdToken ? { firebaseIdToken } : {};
  return { ...credentials, method: TWO_FACTOR_LETTER[method], ...fields, ...proof };
}
