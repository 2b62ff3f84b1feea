/**
 * Login: one authenticator per LoginRequest type finds the member; `completeLogin` then applies
 * what every type shares (second factor, session, LoginValue). Adding sms or firebase login
 * means writing its authenticator; two-factor verification reuses `issueSession`.
 */
import * as v from 'valibot';
import { ErrorCode, type Failure } from '@wps/contract/envelope';
import type { LoginType, LoginValue } from '@wps/contract/session';
import type { Db } from './db.ts';
import { fail } from './envelope.ts';
import { verifyPassword } from './password.ts';
import type { Merchant } from './store/merchants.ts';
import { dataBoolean, dataNumber, findMember, saveMember, type Member } from './store/members.ts';
import { createSession } from './store/sessions.ts';

// Only what the server acts on is required; extra fields (device ids, captcha) pass through.
export const loginRequestSchema = v.looseObject({
  username: v.string(),
  password: v.string(),
  type: v.picklist(['username', 'sms', 'firebase']),
});
export type LoginInput = v.InferOutput<typeof loginRequestSchema>;

type Authenticated = { member: Member } | { failure: Failure };
type Authenticator = (db: Db, merchant: Merchant, input: LoginInput) => Authenticated;

const byPassword: Authenticator = (db, merchant, { username, password }) => {
  const member = findMember(db, merchant.code, username.trim());
  if (!member) return { failure: fail(ErrorCode.notExistsUser, 'User does not exist') };
  if (!verifyPassword(password, member.passwordHash)) {
    return { failure: fail(ErrorCode.loginCredErr, 'Incorrect username or password') };
  }
  return { member };
};

const notYet: Authenticator = (_db, _merchant, { type }) => ({
  failure: fail('login.type.unsupported', `The sandbox does not support ${type} login yet`),
});

export const authenticators: Record<LoginType, Authenticator> = {
  username: byPassword,
  sms: notYet,
  firebase: notYet,
};

/** The member's second factors (spec §4): a non-empty list makes login ask for one. */
export function twoFactorMethods(member: Member): string[] {
  const methods = member.data.twoFactor;
  return Array.isArray(methods) ? methods.filter((m): m is string => typeof m === 'string') : [];
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
  const result = authenticators[input.type](db, merchant, input);
  if ('failure' in result) return result.failure;
  const methods = twoFactorMethods(result.member);
  if (input.type === 'username' && methods.length > 0) {
    return fail(ErrorCode.loginVerifyRequired, 'Verification required', methods);
  }
  return issueSession(db, result.member);
}
