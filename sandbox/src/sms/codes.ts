/**
 * SMS codes: "sending" one stores it (GET /sandbox/sms lists it for tests), using one checks it.
 * Numbers are kept in international form, `+<dialing code><number>`, the form an SMS login's
 * username has and members' `mobile` is stored in, so every caller compares like with like.
 */
import { randomInt } from 'node:crypto';
import { AuthErrorCode, SMS_CODE_TTL_MS, SMS_RESEND_MS } from '@wps/contract/auth';
import type { Failure } from '@wps/contract/envelope';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import { latestSms, markSmsUsed, recordSms, type StoredSms } from './store.ts';

const DIALING_CODE = /^\+?(\d{1,4})$/;
const LOCAL_NUMBER = /^\d{6,15}$/;
// Separators people type inside a number; anything else (letters) makes it invalid.
const SEPARATORS = /[\s().-]/g;

/** `+639171234567` from `63` (or `+63`) and `9171234567`; undefined if either is malformed. */
export function internationalNumber(dialingCode: unknown, mobileNum: unknown): string | undefined {
  if (typeof dialingCode !== 'string' || typeof mobileNum !== 'string') return undefined;
  const code = DIALING_CODE.exec(dialingCode.trim())?.[1];
  const number = mobileNum.replace(SEPARATORS, '');
  if (code === undefined || !LOCAL_NUMBER.test(number)) return undefined;
  return `+${code}${number}`;
}

export function invalidMobile(): Failure {
  return fail(AuthErrorCode.smsInvalidMobile, 'Enter a mobile number of 6 to 15 digits');
}

/** Stores a new 6-digit code for `mobile` unless one went out less than 30 s ago. */
export function sendSmsCode(
  db: Db,
  mobile: string,
  now = Date.now(),
): { expirationTime: number } | Failure {
  const last = latestSms(db, mobile);
  if (last && now - last.at < SMS_RESEND_MS) {
    return fail(AuthErrorCode.smsTooMany, 'Please wait before asking for another code');
  }
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  recordSms(db, { mobileNum: mobile, code, at: now });
  return { expirationTime: now + SMS_CODE_TTL_MS };
}

/**
 * The stored code if `code` is the latest one sent to `mobile`, unexpired and unused. The caller
 * marks it used (`useSmsCode`) only once its whole action succeeded, so that e.g. an SMS login
 * answering not.exists.user leaves the code for the registration that follows.
 */
export function validSmsCode(
  db: Db,
  mobile: string,
  code: unknown,
  now = Date.now(),
): StoredSms | undefined {
  if (typeof code !== 'string') return undefined;
  const last = latestSms(db, mobile);
  if (!last || last.usedAt !== null || now - last.at > SMS_CODE_TTL_MS) return undefined;
  return last.code === code.trim() ? last : undefined;
}

export function useSmsCode(db: Db, sms: StoredSms, now = Date.now()): void {
  markSmsUsed(db, sms.id, now);
}

export function invalidSmsCode(): Failure {
  return fail(AuthErrorCode.smsCodeInvalid, 'The SMS code is wrong or has expired');
}
