/** Session calls (contract §3): login, logout and the RSA key of the encrypted posts. */
import * as v from 'valibot';

export type LoginType = 'username' | 'sms' | 'firebase';
export type LoginDevice = 'IPAD' | 'PWA' | 'WEBCLIP' | '';

export type LoginRequest = {
  username: string;
  password: string;
  type: LoginType;
  firebaseChannel?: 'facebook' | 'google' | 'twitter' | 'line';
  firebaseIdToken?: string;
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
  device?: Exclude<LoginDevice, ''>;
};

export const loginValueSchema = v.object({
  id: v.number(),
  token: v.string(),
  userName: v.string(),
  customerType: v.number(),
  firstTimeLogin: v.optional(v.boolean(), false),
  passwordExpired: v.optional(v.boolean()),
  updatePassword: v.optional(v.boolean()),
});
export type LoginValue = v.InferOutput<typeof loginValueSchema>;

/** login_verify_required lists the second factors the member has. */
export const twoFactorMethodsSchema = v.array(v.picklist(['email', 'ga', 'sms', 'payeeName']));

/** The RSA key call answers the modulus as lower-case hex text, or an envelope around it. */
export const RSA_PUBLIC_EXPONENT = 65537n;
