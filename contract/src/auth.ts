/**
 * Sign-in, registration and verification calls (contract §3) beside those `paths.ts` names:
 * SMS codes, two-factor login, registration, the captcha init and the country list.
 */
import * as v from 'valibot';

export const AuthApi = {
  smsNoLogin: '/wps/verification/sms/noLogin',
  registerFirebase: '/wps/member/register/firebase',
  autoUsername: '/wps/member/register/autoUsername',
  geetest: '/wps/captcha/geetest',
  country: '/wps/system/country',
} as const;

/** Failure codes of these calls (the spec names none of them; these are the sandbox's). */
export const AuthErrorCode = {
  smsInvalidMobile: 'sms.invalid.mobile',
  smsTooMany: 'TOO_MANY_REQUEST_SMS',
  smsCodeInvalid: 'sms.code.invalid',
  captchaRequired: 'captcha.required',
  loginVerifyFailed: 'login.verify.failed',
  firebaseTokenInvalid: 'firebase.token.invalid',
  usernameInvalid: 'register.username.invalid',
  usernameExists: 'register.username.exists',
  passwordInvalid: 'register.password.invalid',
  mobileExists: 'register.mobile.exists',
  firebaseExists: 'register.firebase.exists',
  memberPasswordWrong: 'member.password.wrong',
  memberPasswordInvalid: 'member.password.invalid',
  memberPasswordSame: 'member.password.same',
} as const;

// POST /wps/verification/sms/noLogin
export type SmsSendRequest = {
  countryDialingCode: string;
  mobileNum: string;
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
};
export const smsSendValueSchema = v.object({ expirationTime: v.number() });

/** How long an SMS code is valid, and how soon the same number may ask again. */
export const SMS_CODE_TTL_MS = 120_000;
export const SMS_RESEND_MS = 30_000;

// POST /wps/session/login/verification: the method letter per login_verify_required entry.
export type TwoFactorMethod = 'email' | 'ga' | 'sms' | 'payeeName';
export const TWO_FACTOR_LETTER = { email: 'E', payeeName: 'P', ga: 'G', sms: 'S' } as const;
export type TwoFactorRequest = {
  username: string;
  password: string;
  method: (typeof TWO_FACTOR_LETTER)[TwoFactorMethod];
  email?: string;
  payeeName?: string;
  authCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  firebaseIdToken?: string;
};

export type FirebaseChannel = 'facebook' | 'google' | 'twitter' | 'line';
export const FIREBASE_CHANNELS: readonly FirebaseChannel[] = [
  'google',
  'facebook',
  'twitter',
  'line',
];

export type PixelTrack = Partial<
  Record<
    | 'tid'
    | 'fbPixelId'
    | 'tiktokPixelId'
    | 'googleAdsId'
    | 'kwaiPixelId'
    | 'bigoPixelId'
    | 'fbc'
    | 'fbp'
    | 'twclid'
    | 'gclid'
    | 'ttclid'
    | 'kwaiclid'
    | 'utm_source',
    string
  >
>;

// POST /wps/member/register (REG3), /wps/member/register/mobile (MOBILENUMREG3), encrypted
export type RegisterRequest = {
  registerMethod: 'APP' | 'H5' | 'WEBCLIP' | 'PWA';
  registerUrl: string;
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
  domain: string;
  referralCode?: string;
  affiliateCode?: string;
  pixelTrack?: PixelTrack;
  login: boolean;
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  password: string;
};

// POST /wps/member/register/firebase
export type FirebaseRegisterRequest = {
  firebaseChannel: FirebaseChannel;
  firebaseIdToken: string;
  login: true;
  smsTemplate?: string;
};

export const registerValueSchema = v.object({
  token: v.optional(v.string()),
  id: v.optional(v.number()),
  customerId: v.optional(v.number()),
  userName: v.string(),
});
export type RegisterValue = v.InferOutput<typeof registerValueSchema>;

/** Username and password rules the sandbox enforces (registration, password change). */
export const USERNAME_PATTERN = /^[a-z][a-z0-9]{5,15}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{6,20}$/;

// GET /wps/captcha/geetest?t= (v3 init)
export const geetestInitSchema = v.object({
  gt: v.string(),
  challenge: v.string(),
  newCaptcha: v.boolean(),
});
export type GeetestInit = v.InferOutput<typeof geetestInitSchema>;

// Step-up (the password again before money leaves): src/step-up.ts, a file of its own so that
// member info's schema carries none of the sign-in shapes.
