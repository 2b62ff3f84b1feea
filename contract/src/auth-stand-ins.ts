/**
 * The sandbox's stand-ins for the sign-in providers (contract §4): a Geetest-like slider captcha
 * and a Firebase-like identity page. Never present on a real back end.
 */

/**
 * Captcha script servers: the same scripts and API under each prefix, so a test can fault the
 * first (PUT /sandbox/faults) and see a client fall back to the second, as it would fall back
 * from one of the provider's static servers to another.
 */
export const CaptchaStandIn = {
  servers: ['/captcha', '/captcha-mirror'],
  /** v3: defines `window.initGeetest(config, callback)`. */
  v3Script: 'gt.js',
  /** v4: defines `window.initGeetest4(config, callback)`. */
  v4Script: 'gt4.js',
  /** The `gt` that GET /wps/captcha/geetest answers. */
  gt: '019924a82c70bb123aae90d483087f94',
  /** The v4 captchaId seeded as status.gw.GEETEST_ID. */
  captchaId: '54088bb07d2df3c46b79f80300b0abbe',
  /** How far (px) from the notch a slide may end and still pass. */
  tolerancePx: 6,
} as const;

/** Script URLs in fallback order for one Geetest version. */
export function captchaScripts(version: 'v3' | 'v4'): string[] {
  const file = version === 'v4' ? CaptchaStandIn.v4Script : CaptchaStandIn.v3Script;
  return CaptchaStandIn.servers.map((server) => `${server}/${file}`);
}

/**
 * The identity page: `?channel=google|facebook|twitter|line&mode=popup|redirect&origin=&returnTo=`.
 * Popup mode posts one of the messages below to `window.opener` (targetOrigin = `origin`);
 * redirect mode goes to `returnTo` (a same-origin /m/ path) with `#idToken=…&channel=…`, or
 * `#error=…&channel=…` when cancelled.
 */
export const IdentityStandIn = {
  page: '/sandbox-pages/identity.html',
  /**
   * Stands in for Google Identity Services' one-tap: defines `google.accounts.id.initialize`
   * and `prompt`, shows a small card, and hands the callback `{ credential }`, a sandbox id
   * token for the google channel that firebase login accepts as is.
   */
  oneTapScript: '/sandbox-pages/gsi-client.js',
  /**
   * Phone sign-in, standing in for Firebase's signInWithPhoneNumber on the firebase SMS path
   * (status.smsProvider.firebase): POST {phoneNumber} -> {verificationId} "sends" a code that
   * GET /sandbox/sms lists; POST {verificationId, code} -> {idToken} with channel 'phone' and
   * the number as sub. An SMS login or a two-factor SMS check then carries that token.
   */
  phoneSend: '/sandbox-pages/identity/phone/send',
  phoneVerify: '/sandbox-pages/identity/phone/verify',
  oneTapClientId: 'sandbox-one-tap.apps.example',
  /** POST {channel, sub, name?, email?} -> {idToken}: what the page calls to sign a token. */
  token: '/sandbox-pages/identity/token',
  issuer: 'sandbox-identity',
  /** The identity bound to demo01 on each channel (`g-demo01`, `f-demo01`, …). */
  boundSub: (channel: string) => `${channel.charAt(0)}-demo01`,
  /** The page's unbound identity on each channel (`g-new01`, …). */
  newSub: (channel: string) => `${channel.charAt(0)}-new01`,
} as const;

export type IdentityMessage =
  | { type: 'SANDBOX_ID_TOKEN'; idToken: string; channel: string }
  | { type: 'SANDBOX_ID_ERROR'; code: string; channel?: string };

/** The id-token channel of a verified phone number (Firebase's `phone` provider). */
export const PHONE_CHANNEL = 'phone';

export const CANCELLED_POPUP = 'auth/cancelled-popup-request';
