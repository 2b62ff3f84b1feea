/**
 * Registration (contract §3 RegisterRequest): by username (REG3), by mobile number with an SMS
 * code (MOBILENUMREG3), or with a social identity (register/firebase). New members are type 0;
 * where they came from (method, URL, domain, device, referral, affiliate, pixels) goes into data.
 */
import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import {
  AuthErrorCode,
  PASSWORD_PATTERN,
  USERNAME_PATTERN,
  type RegisterValue,
} from '@wps/contract/auth';
import type { Failure } from '@wps/contract/envelope';
import { checkCaptcha } from '../captcha/geetest.ts';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import { verifySocialToken } from './identity-token.ts';
import { issueSession } from './login.ts';
import type { Json, JsonObject } from '../json/merge-patch.ts';
import { hashPassword } from './password.ts';
import {
  internationalNumber,
  invalidMobile,
  invalidSmsCode,
  useSmsCode,
  validSmsCode,
} from '../sms/codes.ts';
import { findBoundMember } from './social-bindings.ts';
import type { Merchant } from '../site/merchants.ts';
import { findMember, findMemberByMobile, saveMember, type Member } from '../member/members.ts';

const optionalText = v.optional(v.string());
export const registerRequestSchema = v.looseObject({
  registerMethod: v.picklist(['APP', 'H5', 'WEBCLIP', 'PWA']),
  registerUrl: optionalText,
  loginDeviceId: optionalText,
  isOfficialAppLogin: v.optional(v.boolean()),
  domain: optionalText,
  referralCode: optionalText,
  affiliateCode: optionalText,
  pixelTrack: v.optional(v.record(v.string(), v.unknown())),
  login: v.optional(v.boolean(), false),
  username: optionalText,
  mobileNum: optionalText,
  countryDialingCode: optionalText,
  verificationCode: optionalText,
  password: v.string(),
});
export type RegisterInput = v.InferOutput<typeof registerRequestSchema>;

export const firebaseRegisterSchema = v.looseObject({
  firebaseChannel: v.string(),
  firebaseIdToken: v.string(),
  login: v.optional(v.boolean(), true),
  smsTemplate: v.optional(v.unknown()),
});
export type FirebaseRegisterInput = v.InferOutput<typeof firebaseRegisterSchema>;

export function usernameRule(): Failure {
  return fail(
    AuthErrorCode.usernameInvalid,
    'The username must be 6 to 16 lower-case letters or digits, starting with a letter',
  );
}

export const PASSWORD_RULE = 'The password must be 6 to 20 characters with a letter and a digit';

export function validPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

/** What the request says about where the member came from, as stored in data. */
const ORIGIN_FIELDS = [
  'registerMethod',
  'registerUrl',
  'domain',
  'loginDeviceId',
  'referralCode',
  'affiliateCode',
  'pixelTrack',
] as const;

function originData(input: RegisterInput): JsonObject {
  const data: JsonObject = {};
  for (const field of ORIGIN_FIELDS) {
    const value = input[field];
    if (value !== undefined) data[field] = JSON.parse(JSON.stringify(value)) as Json;
  }
  return data;
}

/** The Language header as a member language (EN, PT-BR, …); the seeded default otherwise. */
export function memberLanguage(header: unknown): string {
  return typeof header === 'string' && /^[a-z]{2}(-[a-z]{2})?$/i.test(header)
    ? header.toUpperCase()
    : 'EN';
}

function createMember(
  db: Db,
  merchant: Merchant,
  userName: string,
  password: string,
  data: JsonObject,
): Member {
  return saveMember(db, {
    userName,
    merchant: merchant.code,
    passwordHash: hashPassword(password),
    type: 0,
    regDate: Date.now(),
    data: { ...data, loginCount: 0 },
  });
}

/** With login: a live session, as the spec's "stores the token, goes home" needs. */
function registerValue(db: Db, member: Member, login: boolean): RegisterValue {
  if (!login) return { userName: member.userName, id: member.id };
  const { token } = issueSession(db, member);
  return { token, id: member.id, customerId: member.id, userName: member.userName };
}

const taken = () => fail(AuthErrorCode.usernameExists, 'This username is taken');

export function registerByUsername(
  db: Db,
  merchant: Merchant,
  input: RegisterInput,
  language: string,
): RegisterValue | Failure {
  const userName = (input.username ?? '').trim().toLowerCase();
  if (!USERNAME_PATTERN.test(userName)) return usernameRule();
  if (!validPassword(input.password)) return fail(AuthErrorCode.passwordInvalid, PASSWORD_RULE);
  // After the cheap checks, before anything that tells whether a name is taken.
  const captcha = checkCaptcha(db, merchant, 'register', input);
  if (captcha) return captcha;
  if (findMember(db, merchant.code, userName)) return taken();
  const member = createMember(db, merchant, userName, input.password, {
    ...originData(input),
    language,
  });
  return registerValue(db, member, input.login);
}

/** userName = 'm' + the digits of the international number (m639171234567). */
export function registerByMobile(
  db: Db,
  merchant: Merchant,
  input: RegisterInput,
  language: string,
): RegisterValue | Failure {
  const mobile = internationalNumber(input.countryDialingCode, input.mobileNum);
  if (!mobile) return invalidMobile();
  if (!validPassword(input.password)) return fail(AuthErrorCode.passwordInvalid, PASSWORD_RULE);
  const captcha = checkCaptcha(db, merchant, 'register', input);
  if (captcha) return captcha;
  const sms = validSmsCode(db, mobile, input.verificationCode);
  if (!sms) return invalidSmsCode();
  if (findMemberByMobile(db, merchant.code, mobile)) {
    return fail(AuthErrorCode.mobileExists, 'This mobile number is already registered');
  }
  const userName = `m${mobile.slice(1)}`;
  if (findMember(db, merchant.code, userName)) return taken();
  useSmsCode(db, sms);
  const member = createMember(db, merchant, userName, input.password, {
    ...originData(input),
    mobile,
    language,
  });
  return registerValue(db, member, input.login);
}

/** A free name built from the channel and the identity's sub: google_g_new01, then _2, _3, … */
function socialUserName(db: Db, merchant: Merchant, channel: string, sub: string): string {
  const base = `${channel}_${sub.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`.slice(0, 40);
  let name = base;
  for (let n = 2; findMember(db, merchant.code, name); n += 1) name = `${base}_${n}`;
  return name;
}

export function registerWithIdentity(
  db: Db,
  merchant: Merchant,
  input: FirebaseRegisterInput,
  language: string,
): RegisterValue | Failure {
  const claims = verifySocialToken(db, input.firebaseIdToken);
  if (!claims || claims.channel !== input.firebaseChannel) {
    return fail(AuthErrorCode.firebaseTokenInvalid, 'The sign-in has expired, please try again');
  }
  if (findBoundMember(db, merchant.code, claims.channel, claims.sub)) {
    return fail(AuthErrorCode.firebaseExists, 'This account is already registered, log in instead');
  }
  const userName = socialUserName(db, merchant, claims.channel, claims.sub);
  // Nobody knows this password: the member signs in with the identity only.
  const member = createMember(db, merchant, userName, randomPassword(), {
    firebase: { channel: claims.channel, sub: claims.sub },
    email: claims.email,
    nickname: claims.name,
    language,
  });
  return registerValue(db, member, input.login);
}

function randomPassword(): string {
  return `x${randomInt(2 ** 47).toString(36)}${randomInt(2 ** 47).toString(36)}`;
}

/** 'player' + 5 random digits that no member of the merchant has yet. */
export function autoUsername(db: Db, merchant: Merchant): string {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const name = `player${String(randomInt(100_000)).padStart(5, '0')}`;
    if (!findMember(db, merchant.code, name)) return name;
  }
  // Only a merchant with tens of thousands of playerNNNNN members gets here.
  return `player${randomInt(100_000_000)}`;
}
