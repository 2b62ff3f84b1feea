/**
 * What the player is shown for a failed call (spec §8). Pure: the notices feature and the pages
 * that handle their own failures both use it, so a failure reads the same wherever it happens.
 */
import { ErrorCode } from '@wps/contract/envelope';
import type { ApiError } from '../api/errors';
import type { OverlaySpec } from './overlays';

export const OFFLINE_TOAST_MS = 1500;
export const SESSION_EXPIRED_NOTICE_ID = 'session-expired';

/**
 * The overlay for a failure, or null when the spec keeps it silent. Whether to show it at all
 * (calls made with alert:false) is the caller's decision, not this mapping's.
 */
export function overlayForError(error: ApiError, protocol: string): OverlaySpec | null {
  const title = { key: 'notice.title' } as const;
  switch (error.kind) {
    case 'session-expired':
      return {
        kind: 'notice',
        id: SESSION_EXPIRED_NOTICE_ID,
        title,
        message: { key: 'error.pleaseLogin' },
        confirm: { key: 'error.goLogin' },
        dropsTurns: true,
      };
    case 'failure':
      if (error.errorCode?.startsWith(ErrorCode.tooManyRequestPrefix)) return null;
      return {
        kind: 'notice',
        title,
        message: error.serverMessage ? { text: error.serverMessage } : { key: 'error.unknown' },
      };
    case 'http':
      return error.status === 502
        ? null
        : { kind: 'notice', title, message: { key: 'error.generic' } };
    case 'network':
      return protocol === 'https:'
        ? { kind: 'toast', message: { key: 'error.offline' }, durationMs: OFFLINE_TOAST_MS }
        : { kind: 'notice', title, message: { key: 'error.network' } };
    case 'timeout':
      return { kind: 'notice', title, message: { key: 'error.timeout' } };
    case 'malformed':
      return { kind: 'notice', title, message: { key: 'error.malformed' } };
    case 'encryption':
    case 'invalid-url':
      return { kind: 'notice', title, message: { text: error.message } };
  }
}
