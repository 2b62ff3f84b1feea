/**
 * What a failed site-status call shows (spec §8, first two rows). domain_not_available runs its
 * own handler (the domain-unavailable notice); other codes, or any failure on https, show the
 * server message or 'Error'; on http a failure without a code is 'Network Error / CORS Errors'.
 * Loaded by the status call only when it fails: a chunk of its own, off the first paint, with no
 * import at run time (importing even the contract's error codes here split valibot out of the
 * entry chunk, which cost more than this module saves).
 */
import type { ApiError } from '../../lib/api/errors';
import type { NoticeSpec } from '../../lib/overlays/overlays';

export const STATUS_NOTICE_ID = 'site-status';

/**
 * The domain-unavailable message: from the failure's data, else its message, else 'Error'. Read
 * by hand, not with valibot: a lazy chunk importing valibot splits it out of the entry chunk.
 */
export function domainUnavailableMessage(error: ApiError): NoticeSpec['message'] {
  const data = error.value as { message?: unknown } | null | undefined;
  const text = typeof data?.message == 'string' ? data.message : error.serverMessage;
  return text ? { text } : { key: 'error.generic' };
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
