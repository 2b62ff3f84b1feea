/** Envelope builders (contract §1): every /wps and /sandbox answer goes through these. */
import { ErrorCode, type Failure, type Success } from '@wps/contract/envelope';

export function ok<T>(value: T): Success<T> {
  return { success: true, value };
}

export function fail(errorCode: string, message: string, value?: unknown): Failure {
  return value === undefined
    ? { success: false, errorCode, message }
    : { success: false, errorCode, message, value };
}

/** HTTP 200 with CUSTOMER_NOT_LOGIN, as the platform answers a dead or missing token. */
export function notLoggedIn(): Failure {
  return fail(ErrorCode.customerNotLogin, 'Please login');
}
