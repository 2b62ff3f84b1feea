/**
 * Login: one authenticator per LoginRequest type finds the member; `login` then applies what
 * every type shares (member flags, second factor, session, LoginValue). Two-factor verification
 * (two-factor.ts) reuses the password check, the flags and `issueSession`.
 */
import * as v from 'valibot';
import { AuthErrorCode } from '@wps/contract/auth';
import { ErrorCode, type Failure } from '@wps/contract/envelope';
import type { LoginType, LoginValue } from '@wps/contract/session';
import { checkCaptcha } from '../captcha/geetest.ts';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import { verifiedPhone, verifySocialToken } from './identity-token.ts';
import { verifyPassword } from './password.ts';
import { invalidSmsCode, useSmsCode, validSmsCode } from '../sms/codes.ts';
import { findBoundMember } from './social-bindings.ts';
import type { Merchant } from '../site/merchants.ts';
import {
  dataBoolean,
  dataNumber,
  findMember,
  findMemberByMobile,
  saveMember,
  type Member,
} from '../member/members.ts';
import { createSession } from './sessions.ts';

// Only what the server acts on is checked; extra fields (device ids, device) pass through.
// A firebase login may leave username and password empty or out.
export const loginRequestSchema = v.looseObject({
  username: v.optional(v.string(), ''),
  password: v.optional(v.string(), ''),
  type: v.picklist(['username', 'sms', 'firebase']),
  firebaseChannel: v.optional(v.string()),
  firebaseIdToken: v.optional(v.string()),
});
export type LoginInput = v.InferOutput<typeof loginRequestSchema>;

/** `use` runs only once the whole login succeeded (e.g. spends the SMS code). */
export type Authenticated = { member: Member; use?: () => void } | { failure: Failure };
type Authenticator = (db: Db, merchant: Merchant, input: LoginInput) => Authenticated;

export const byPassword = (
  db: Db,
  merchant: Merchant,
  { username, password }: { username: string; password: string },
): Authenticated => {
  const member = findMember(db, merchant.code, username.trim());
  if (!member) return { failure: fail(ErrorCode.notExistsUser, 'User does not exist') };
  if (!verifyPassword(password, member.passwordHash)) {
    return { failure: fail(ErrorCode.loginCredErr, 'Incorrect username or password') };
  }
  return { member };
};

/**
 * username = '+<dialing code><number>' (contract §3), password = the code sent to it; on the
 * firebase SMS path the code was checked by the phone sign-in, whose token comes instead.
 */
const bySmsCode: Authenticator = (db, merchant, { username, password, firebaseIdToken }) => {
  const mobile = `+${username.replace(/[^\d]/g, '')}`;
  if (firebaseIdToken !== undefined) return byPhoneToken(db, merchant, mobile, firebaseIdToken);
  // The code first: whether a number has an account is not told to someone without its code.
  const sms = validSmsCode(db, mobile, password);
  if (!sms) return { failure: invalidSmsCode() };
  const member = findMemberByMobile(db, merchant.code, mobile);
  if (!member) return { failure: fail(ErrorCode.notExistsUser, 'User does not exist') };
  return { member, use: () => useSmsCode(db, sms) };
};

function byPhoneToken(db: Db, merchant: Merchant, mobile: string, token: string): Authenticated {
  if (verifiedPhone(db, token) !== mobile) return { failure: invalidSmsCode() };
  const member = findMemberByMobile(db, merchant.code, mobile);
  if (!member) return { failure: fail(ErrorCode.notExistsUser, 'User does not exist') };
  return { member };
}

const byIdToken: Authenticator = (db, merchant, { firebaseChannel, firebaseIdToken }) => {
  const claims = verifySocialToken(db, firebaseIdToken);
  if (!claims || (firebaseChannel !== undefined && firebaseChannel !== claims.channel)) {
    return {
      failure: fail(
        AuthErrorCode.firebaseTokenInvalid,
        'The sign-in has expired, please try again',
      ),
    };
  }
  const member = findBoundMember(db, merchant.code, claims.channel, claims.sub);
  if (!member) {
    // The client strips the parenthesised part before showing it (spec §5).
    return {
      failure: fail(
        ErrorCode.bindCustomerRequired,
        'This account is not bound to a member (bind_customer_required)',
      ),
    };
  }
  return { member };
};

export const authenticators: Record<LoginType, Authenticator> = {
  username: byPassword,
  sms: bySmsCode,
  firebase: byIdToken,
};

/** The member's second factors (spec §4): a non-empty list makes login ask for one. */
export function twoFactorMethods(member: Member): string[] {
  const methods = member.data.twoFactor;
  return Array.isArray(methods) ? methods.filter((m): m is string => typeof m === 'string') : [];
}

/** Member flags that refuse any login however it authenticated (set via the control API). */
export function refusal(member: Member): Failure | undefined {
  if (dataBoolean(member, 'tokenIpDifferent') === true) {
    return fail(
      ErrorCode.tokenIpDifferent,
      'This account was used from another IP address, please log in again',
    );
  }
  return undefined;
}

/** Opens a session and answers the LoginValue; counts the login for firstTimeLogin. */
export function issueSession(db: Db, member: Member): LoginValue {
  const loginCount = dataNumber(member, 'loginCount') ?? 0;
  saveMember(db, { ...member, data: { ...member.data, loginCount: loginCount + 1 } });
  const value: LoginValue = {
    id: member.id,
    token: createSession(db, member.id),
    userName: member.userName,
    customerType: member.type,
    firstTimeLogin: loginCount === 0,
  };
  const passwordExpired = dataBoolean(member, 'passwordExpired');
  const updatePassword = dataBoolean(member, 'updatePassword');
  if (passwordExpired !== undefined) value.passwordExpired = passwordExpired;
  if (updatePassword !== undefined) value.updatePassword = updatePassword;
  return value;
}

export function login(db: Db, merchant: Merchant, input: LoginInput): LoginValue | Failure {
  // The captcha guards the password form (status.register.captcha.login); an SMS login was
  // guarded when its code was sent, a social login by the provider.
  if (input.type === 'username') {
    const captcha = checkCaptcha(db, merchant, 'login', input);
    if (captcha) return captcha;
  }
  const result = authenticators[input.type](db, merchant, input);
  if ('failure' in result) return result.failure;
  const { member } = result;
  const refused = refusal(member);
  if (refused) return refused;
  const methods = twoFactorMethods(member);
  if (input.type === 'username' && methods.length > 0) {
    return fail(ErrorCode.loginVerifyRequired, 'Verification required', methods);
  }
  result.use?.();
  return issueSession(db, member);
}
