/**
 * POST /wps/session/login/verification: the second step of a login that answered
 * login_verify_required. The password is checked again, then the one factor the client chose:
 * E email, P payee name, G authenticator code, S an SMS code sent to the member's mobile.
 * The authenticator code is the member's fixed `gaCode` (real TOTP is out of the sandbox's scope).
 */
import * as v from 'valibot';
import { AuthErrorCode, TWO_FACTOR_LETTER, type TwoFactorMethod } from '@wps/contract/auth';
import type { Failure } from '@wps/contract/envelope';
import type { LoginValue } from '@wps/contract/session';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import { byPassword, issueSession, refusal, twoFactorMethods } from './login.ts';
import { verifiedPhone } from './identity-token.ts';
import { useSmsCode, validSmsCode } from '../sms/codes.ts';
import type { Merchant } from '../site/merchants.ts';
import { dataString, type Member } from '../member/members.ts';

const text = v.optional(v.pipe(v.string(), v.trim()));
export const twoFactorRequestSchema = v.looseObject({
  username: v.string(),
  password: v.string(),
  method: v.picklist(['E', 'P', 'G', 'S']),
  email: text,
  payeeName: text,
  authCode: text,
  mobileNum: text,
  verificationCode: text,
});
export type TwoFactorInput = v.InferOutput<typeof twoFactorRequestSchema>;

const METHOD_OF_LETTER = Object.fromEntries(
  Object.entries(TWO_FACTOR_LETTER).map(([method, letter]) => [letter, method]),
) as Record<TwoFactorInput['method'], TwoFactorMethod>;

const failed = (message: string) => fail(AuthErrorCode.loginVerifyFailed, message);

/** Case and inner spacing do not matter for names and e-mail addresses. */
const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The member's mobile if `mobileNum` names it: the full `+63…` form, the digits with the dialing
 * code, or the local digits alone (the two-factor form has no dialing-code field).
 */
function memberMobile(member: Member, mobileNum: string | undefined): string | undefined {
  const mobile = dataString(member, 'mobile');
  const digits = mobileNum?.replace(/[^\d]/g, '') ?? '';
  if (!mobile || digits.length < 6) return undefined;
  const prefix = mobile.length - 1 - digits.length; // what is left for '+' and the dialing code
  return mobile.endsWith(digits) && prefix >= 0 && prefix <= 4 ? mobile : undefined;
}

type Check = (db: Db, member: Member, input: TwoFactorInput) => Failure | (() => void);

const checks: Record<TwoFactorMethod, Check> = {
  email: (_db, member, { email }) =>
    same(email, dataString(member, 'email'))
      ? () => {}
      : failed('The email address does not match'),
  payeeName: (_db, member, { payeeName }) =>
    same(payeeName, dataString(member, 'payeeName'))
      ? () => {}
      : failed('The payee name does not match'),
  ga: (_db, member, { authCode }) => {
    const code = dataString(member, 'gaCode');
    return code !== undefined && authCode === code
      ? () => {}
      : failed('The authenticator code is wrong');
  },
  sms: (db, member, { mobileNum, verificationCode, firebaseIdToken }) => {
    const mobile = memberMobile(member, mobileNum);
    if (!mobile) return failed('This is not the mobile number of the account');
    // The firebase SMS path: the phone sign-in checked the code and proves the number.
    if (firebaseIdToken !== undefined) {
      return verifiedPhone(db, firebaseIdToken) === mobile
        ? () => {}
        : failed('The SMS code is wrong or has expired');
    }
    const sms = validSmsCode(db, mobile, verificationCode);
    return sms ? () => useSmsCode(db, sms) : failed('The SMS code is wrong or has expired');
  },
};

export function verifyTwoFactor(
  db: Db,
  merchant: Merchant,
  input: TwoFactorInput,
): LoginValue | Failure {
  const result = byPassword(db, merchant, input);
  if ('failure' in result) return result.failure;
  const { member } = result;
  const method = METHOD_OF_LETTER[input.method];
  if (!twoFactorMethods(member).includes(method)) {
    return failed('This verification method is not set up for the account');
  }
  const outcome = checks[method](db, member, input);
  if (typeof outcome !== 'function') return outcome;
  const refused = refusal(member);
  if (refused) return refused;
  outcome();
  return issueSession(db, member);
}
