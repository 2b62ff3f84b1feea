/**
 * Brazilian documents, Pix keys and bank-account fields. Shared by the app's forms and
 * the sandbox, so the server refuses exactly what the form refuses.
 *
 * Every check ignores whitespace around the value (a pasted key often carries some) but nothing
 * inside it beyond the punctuation each rule names.
 */
import type { PixKeyType } from './money.ts';

/** Values of '0'..'9' are 0..9 and of 'A'..'Z' 17..42: the Receita Federal's "code - 48". */
function charValue(c: string): number {
  return c.charCodeAt(0) - 48;
}

/** Modulo-11 check digit of the CPF and CNPJ: remainder below 2 gives 0, else 11 - remainder. */
function mod11(body: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += charValue(body.charAt(i)) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Whether the last two characters are the two check digits of everything before them. */
function checkDigitsMatch(value: string, firstWeights: readonly number[]): boolean {
  const body = value.slice(0, -2);
  const first = mod11(body, firstWeights);
  const second = mod11(body + String(first), [firstWeights[0]! + 1, ...firstWeights]);
  return value.endsWith(`${first}${second}`);
}

/** '11111111111' passes the modulo-11 check but is no one's number. */
function allEqual(value: string): boolean {
  return [...value].every((c) => c === value.charAt(0));
}

const CPF_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The 11 digits of a CPF ('529.982.247-25' or '52998224725'), or undefined. */
function cpfDigits(input: string): string | undefined {
  const digits = input.trim().replace(/[.-]/g, '');
  if (!/^\d{11}$/.test(digits) || allEqual(digits)) return undefined;
  return checkDigitsMatch(digits, CPF_WEIGHTS) ? digits : undefined;
}

/**
 * The 14 characters of a CNPJ, numeric or alphanumeric (Receita Federal, from July 2026: twelve
 * characters 0-9 or A-Z, then two check digits), or undefined. Letters typed in lower case are
 * the same registration and come back in upper case.
 */
function cnpjChars(input: string): string | undefined {
  const chars = input.trim().toUpperCase().replace(/[./-]/g, '');
  if (!/^[0-9A-Z]{12}\d{2}$/.test(chars) || allEqual(chars)) return undefined;
  return checkDigitsMatch(chars, CNPJ_WEIGHTS) ? chars : undefined;
}

export function isValidCpf(input: string): boolean {
  return cpfDigits(input) !== undefined;
}

export function isValidCnpj(input: string): boolean {
  return cnpjChars(input) !== undefined;
}

/**
 * Area codes (DDD) ANATEL assigns: every one is 11-99 without a 0, but not every such pair is
 * assigned (23, 36, 52... are not), and a Pix key on an unassigned code can never be reached.
 */
const AREA_CODES = new Set(
  (
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 ' +
    '51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 ' +
    '91 92 93 94 95 96 97 98 99'
  ).split(' '),
);

/**
 * The phone as +55 DDD 9XXXXXXXX, or undefined. Accepts the country code with or without '+',
 * or no country code at all; spaces, hyphens, dots and brackets around the area code. Only
 * mobiles: a Brazilian mobile has 9 digits and starts with 9, a landline has 8.
 */
function mobileE164(input: string): string | undefined {
  const compact = input.trim().replace(/[\s().-]/g, '');
  const match = /^(?:\+?55)?(\d{2})(9\d{8})$/.exec(compact);
  if (!match) return undefined;
  const [, area = '', number = ''] = match;
  return AREA_CODES.has(area) ? `+55${area}${number}` : undefined;
}

export function isValidBrMobile(input: string): boolean {
  return mobileE164(input) !== undefined;
}

/** Pix (DICT) allows e-mail keys of at most 77 characters. */
const EMAIL_MAX = 77;
/** RFC 5321: at most 64 characters before the @. */
const EMAIL_LOCAL_MAX = 64;

/**
 * Pragmatic e-mail rule, not RFC 5322: one @, no whitespace, a local part of printable
 * characters without leading, trailing or doubled dots, a domain of at least two dot-separated
 * labels of letters, digits and inner hyphens, a top-level domain of two letters or more.
 */
export function isValidEmail(input: string): boolean {
  const email = input.trim();
  if (email.length === 0 || email.length > EMAIL_MAX) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if (local.length === 0 || local.length > EMAIL_LOCAL_MAX) return false;
  if (/[\s\p{Cc}]/u.test(local) || /^\.|\.$|\.\./.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const labelOk = labels.every((l) => /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u.test(l));
  return labelOk && /^\p{L}{2,}$/u.test(labels[labels.length - 1] ?? '');
}

/**
 * A random Pix key (EVP) is an RFC 4122 UUID written in lower case, as the DICT stores it:
 * version 1-5, variant 10xx. An upper-case one is refused rather than silently changed, because
 * the player would then register a key that differs from the one their bank shows.
 */
export function isValidEvp(input: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(
    input.trim(),
  );
}

export type PixKeyCheck =
  | { ok: true; normalized: string }
  | { ok: false; error: 'cpf' | 'cnpj' | 'phone' | 'email' | 'evp' };

/**
 * A Pix key checked against the type the player chose (one string can be valid as two types:
 * '11912345678' is a phone and could be read as a CPF), and the form sent to the bank: CPF and
 * CNPJ without punctuation, phone as +55DDNNNNNNNNN, e-mail in lower case, EVP as typed.
 */
export function validatePixKey(type: PixKeyType, key: string): PixKeyCheck {
  const found = normalizePixKey(type, key);
  if (found !== undefined) return { ok: true, normalized: found };
  const errors = { CPF: 'cpf', CNPJ: 'cnpj', PHONE: 'phone', EMAIL: 'email', EVP: 'evp' } as const;
  return { ok: false, error: errors[type] };
}

function normalizePixKey(type: PixKeyType, key: string): string | undefined {
  switch (type) {
    case 'CPF':
      return cpfDigits(key);
    case 'CNPJ':
      return cnpjChars(key);
    case 'PHONE':
      return mobileE164(key);
    case 'EMAIL':
      return isValidEmail(key) ? key.trim().toLowerCase() : undefined;
    case 'EVP':
      return isValidEvp(key) ? key.trim() : undefined;
  }
}

/**
 * The account holder as the bank will compare it: 2-60 characters of letters (any script, with
 * accents), spaces, apostrophes, hyphens and dots, starting with a letter.
 */
export function isValidHolderName(input: string): boolean {
  const name = input.trim();
  return name.length >= 2 && name.length <= 60 && /^\p{L}[\p{L}\p{M} '’.-]*$/u.test(name);
}

/** A card or account number: 6-20 digits once spaces and hyphens are removed. */
export function isValidAccountNumber(input: string): boolean {
  return /^\d{6,20}$/.test(input.replace(/[\s-]/g, ''));
}

/**
 * What the lists show of a number or key (contract: never the whole of it): bullets and the last
 * four characters. Spaces and hyphens are dropped first so '1234-5678 90' shows '7890', not '8 90'
 * (dots stay: an e-mail key shows '.com').
 */
export function maskAccount(value: string): string {
  return `•••• ${value.replace(/[\s-]/g, '').slice(-4)}`;
}
