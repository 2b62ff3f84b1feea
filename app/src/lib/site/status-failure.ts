/**
 * What a failed site-status call shows (spec §8, first two rows). domain_not_available runs its
 * own handler (the domain-unavailable notice); other codes, or any failure on https, show the
 * server message or 'Error'; on http a failure without a code is 'Network Error / CORS Errors'.
 */
import * as v from 'valibot';
import { ErrorCode } from '@wps/contract/envelope';
import { isApiError, type ApiError } from '../api/errors';
import type { NoticeSpec } from '../overlays/overlays';

export const STATUS_NOTICE_ID = 'site-status';

const messageValue = v.object({ message: v.string() });

/** The domain-unavailable message: from the failure's data, else its message, else 'Error'. */
export function domainUnavailableMessage(error: ApiError): NoticeSpec['message'] {
  const data = v.safeParse(messageValue, error.value);
  const text = data.success ? data.output.message : error.serverMessage;
  return text ? { text } : { key: 'error.generic' };
}

export function isDomainUnavailable(error: ApiError): boolean {
  return error.errorCode === ErrorCode.domainNotAvailable;
}

/**
 * No answer at all (offline, the back end out of reach): the shell shows the offline state
 * (features/offline, with its retry) in place of the page. Spec §8's notice still opens over
 * it ('Network Error / CORS Errors' on http), as for every status failure: the notice says what
 * happened, the page under it is where the player waits and retries.
 */
export function isSiteUnreachable(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

export function statusFailureNotice(error: ApiError, protocol: string): NoticeSpec {
  const title = { key: 'notice.title' } as const;
  if (error.errorCode || protocol === 'https:') {
    const text = error.serverMessage;
    return {
      kind: 'notice',
      id: STATUS_NOTICE_ID,
      title,
      message: text ? { text } : { key: 'error.generic' },
    };
  }
  return { kind: 'notice', id: STATUS_NOTICE_ID, title, message: { key: 'error.network' } };
}
