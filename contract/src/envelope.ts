/**
 * The WPS response envelope (contract §1). HTTP 200 carries both success and failure;
 * 401 means the token is dead; 502 is rejected silently; 204 answers fire-and-forget posts.
 */
import * as v from 'valibot';

export type Success<T> = { success: true; value: T };
export type Failure = { success: false; errorCode?: string; message?: string; value?: unknown };
export type Envelope<T> = Success<T> | Failure;

export const failureSchema = v.object({
  success: v.literal(false),
  errorCode: v.optional(v.string()),
  message: v.optional(v.nullable(v.string())),
  value: v.optional(v.unknown()),
});

/** Builds the envelope schema for a call whose success value matches `value`. */
export function envelopeSchema<TValue extends v.GenericSchema>(value: TValue) {
  return v.variant('success', [v.object({ success: v.literal(true), value }), failureSchema]);
}

/** Error codes the spec names (§4, §8), with their exact spelling. */
export const ErrorCode = {
  loginVerifyRequired: 'login_verify_required',
  bindCustomerRequired: 'bind_customer_required',
  tokenIpDifferent: 'token_ip_different',
  loginCredErr: 'login.cred.err',
  notExistsUser: 'not.exists.user',
  customerNotLogin: 'CUSTOMER_NOT_LOGIN',
  customerNotLoginDotted: 'customer.not.login',
  userOrTokenInvalid: 'user.or.token.invalid',
  loginNotSession: 'login.not.session',
  domainNotAvailable: 'domain_not_available',
  /** Project addition: the Merchant header names no merchant the server knows. */
  merchantNotFound: 'merchant.not.found',
  requestBodyRequired: 'request_body_required',
  tooManyRequestPrefix: 'TOO_MANY_REQUEST',
} as const;

/** Failure codes that mean the session is dead (spec §8): logout and 'please login'. */
export const SESSION_EXPIRED_CODES: readonly string[] = [
  ErrorCode.customerNotLogin,
  ErrorCode.customerNotLoginDotted,
  ErrorCode.userOrTokenInvalid,
  ErrorCode.loginNotSession,
];
