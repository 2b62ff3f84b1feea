/**
 * Server side of the Geetest stand-in. A challenge is a notch position on a slider track; a slide
 * ending within ±6 px of it passes and yields a result (v3 validate + seccode, v4 captcha_output
 * + pass_token) that login, SMS or register accept once, when the merchant's matching switch
 * (`status.register.captcha.login|sms|enabled`) is on. Not security: the notch is on screen.
 */
import { randomBytes, randomInt } from 'node:crypto';
import * as v from 'valibot';
import { AuthErrorCode } from '@wps/contract/auth';
import { CaptchaStandIn } from '@wps/contract/auth-stand-ins';
import type { Failure } from '@wps/contract/envelope';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import type { Merchant } from '../site/merchants.ts';
import { getCaptcha, saveCaptcha, type Captcha, type CaptchaVersion } from './store.ts';

/** Slider positions run from 0 to TRACK_MAX px; the notch never sits at either end. */
export const TRACK_MAX = 236;
const TARGET_MIN = 40;
const TARGET_MAX = 220;
/** A challenge may be loaded and slid for this long; a passed result is accepted for this long. */
export const CHALLENGE_TTL_MS = 30 * 60_000;
export const RESULT_TTL_MS = 10 * 60_000;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const drawTarget = () => randomInt(TARGET_MIN, TARGET_MAX + 1);

export function createChallenge(db: Db, version: CaptchaVersion, now = Date.now()): Captcha {
  const captcha: Captcha = {
    id: hex(16),
    version,
    target: drawTarget(),
    created: now,
    output: null,
    token: null,
    passedAt: null,
    usedAt: null,
  };
  saveCaptcha(db, captcha);
  return captcha;
}

function live(db: Db, id: unknown, now: number): Captcha | undefined {
  if (typeof id !== 'string' || id === '') return undefined;
  const captcha = getCaptcha(db, id);
  return captcha && now - captcha.created <= CHALLENGE_TTL_MS ? captcha : undefined;
}

/**
 * A fresh puzzle for a v3 challenge (each load, e.g. after reset(), moves the notch and drops an
 * earlier result), or undefined for an unknown or expired one.
 */
export function reloadChallenge(
  db: Db,
  id: unknown,
  version: CaptchaVersion,
  now = Date.now(),
): Captcha | undefined {
  const captcha = live(db, id, now);
  if (!captcha || captcha.version !== version) return undefined;
  const fresh: Captcha = {
    ...captcha,
    target: drawTarget(),
    output: null,
    token: null,
    passedAt: null,
    usedAt: null,
  };
  saveCaptcha(db, fresh);
  return fresh;
}

export type V3Result = { challenge: string; validate: string; seccode: string };
export type V4Result = {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
};
export type SlideOutcome =
  { passed: true; result: V3Result | V4Result } | { passed: false; target: number };

/** Judges a slide; a miss draws a new notch, as the provider shows a new puzzle after a miss. */
export function judgeSlide(
  db: Db,
  id: unknown,
  position: number,
  now = Date.now(),
): SlideOutcome | undefined {
  const captcha = live(db, id, now);
  if (!captcha) return undefined;
  if (Math.abs(position - captcha.target) > CaptchaStandIn.tolerancePx) {
    const target = drawTarget();
    saveCaptcha(db, { ...captcha, target, output: null, token: null, passedAt: null });
    return { passed: false, target };
  }
  const output = captcha.version === 'v3' ? hex(16) : randomBytes(48).toString('base64url');
  // v3 seccode is the validate plus '|jordan', as the provider's is.
  const token = captcha.version === 'v3' ? `${output}|jordan` : hex(32);
  saveCaptcha(db, { ...captcha, output, token, passedAt: now, usedAt: null });
  const result: V3Result | V4Result =
    captcha.version === 'v3'
      ? { challenge: captcha.id, validate: output, seccode: token }
      : {
          lot_number: captcha.id,
          captcha_output: output,
          pass_token: token,
          gen_time: String(Math.floor(now / 1000)),
        };
  return { passed: true, result };
}

/** The captcha fields of login, SMS and register requests (among the request's others). */
export type CaptchaFields = {
  geetestChallenge?: unknown;
  geetestSeccode?: unknown;
  geetestValidateV4?: unknown;
  [other: string]: unknown;
};

// geetestValidateV4 carries the v4 getValidate() object, as a JSON string (or the object itself).
const v4Schema = v.object({
  lot_number: v.string(),
  captcha_output: v.string(),
  pass_token: v.string(),
});

function parseV4(value: unknown): v.InferOutput<typeof v4Schema> | undefined {
  let object = value;
  if (typeof value === 'string') {
    try {
      object = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const parsed = v.safeParse(v4Schema, object);
  return parsed.success ? parsed.output : undefined;
}

/** Uses up a passed result: true once per passed slide, never for a wrong or stale one. */
export function consumeCaptcha(db: Db, fields: CaptchaFields, now = Date.now()): boolean {
  const v4 = parseV4(fields.geetestValidateV4);
  const id = v4 ? v4.lot_number : fields.geetestChallenge;
  const captcha = live(db, id, now);
  if (!captcha || captcha.passedAt === null || captcha.usedAt !== null) return false;
  if (now - captcha.passedAt > RESULT_TTL_MS) return false;
  const matches = v4
    ? captcha.version === 'v4' &&
      captcha.token === v4.pass_token &&
      captcha.output === v4.captcha_output
    : captcha.version === 'v3' && captcha.token === fields.geetestSeccode;
  if (!matches) return false;
  saveCaptcha(db, { ...captcha, usedAt: now });
  return true;
}

export type CaptchaAction = 'login' | 'sms' | 'register';

const switchesSchema = v.object({
  captcha: v.object({
    enabled: v.optional(v.boolean()),
    login: v.optional(v.boolean()),
    sms: v.optional(v.boolean()),
  }),
});

/** The merchant's switch for `action`: register.captcha.login, .sms, or .enabled (register). */
export function captchaRequired(merchant: Merchant, action: CaptchaAction): boolean {
  const parsed = v.safeParse(switchesSchema, merchant.status.register);
  if (!parsed.success) return false;
  const { captcha } = parsed.output;
  return (action === 'register' ? captcha.enabled : captcha[action]) === true;
}

/** A failure when the switch for `action` is on and no valid, unused result came along. */
export function checkCaptcha(
  db: Db,
  merchant: Merchant,
  action: CaptchaAction,
  fields: CaptchaFields,
): Failure | undefined {
  if (!captchaRequired(merchant, action)) return undefined;
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  if (!given(fields.geetestValidateV4) && !given(fields.geetestSeccode))
    return fail(AuthErrorCode.captchaRequired, 'Please complete the captcha first');
  if (consumeCaptcha(db, fields)) return undefined;
  return fail(
    AuthErrorCode.captchaRequired,
    'The captcha check failed, expired or was already used; please verify again',
  );
}
