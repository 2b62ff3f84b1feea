import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorInit } from '../api/errors';
import { overlayForError, SESSION_EXPIRED_NOTICE_ID } from './error-notice';

const error = (init: Partial<ApiErrorInit>) =>
  new ApiError({ kind: 'failure', path: '/wps/x', ...init });

describe('what the player sees for a failed call (spec §8)', () => {
  it.each<[string, Partial<ApiErrorInit>, string, unknown]>([
    [
      'server message',
      { message: 'Bad thing', errorCode: 'x.y' },
      'http:',
      { kind: 'notice', message: { text: 'Bad thing' } },
    ],
    [
      'no message → unknown error',
      { errorCode: 'x.y' },
      'http:',
      { kind: 'notice', message: { key: 'error.unknown' } },
    ],
    [
      'TOO_MANY_REQUEST… is silent',
      { errorCode: 'TOO_MANY_REQUEST_LOGIN', message: 'slow down' },
      'https:',
      null,
    ],
    ['502 is silent', { kind: 'http', status: 502 }, 'https:', null],
    [
      'other HTTP errors say Error',
      { kind: 'http', status: 500 },
      'https:',
      { kind: 'notice', message: { key: 'error.generic' } },
    ],
    [
      'offline on https → toast 1.5 s',
      { kind: 'network' },
      'https:',
      { kind: 'toast', message: { key: 'error.offline' }, durationMs: 1500 },
    ],
    [
      'no answer on http → Network Error / CORS notice',
      { kind: 'network' },
      'http:',
      { kind: 'notice', message: { key: 'error.network' } },
    ],
    [
      'timeout',
      { kind: 'timeout' },
      'https:',
      { kind: 'notice', message: { key: 'error.timeout' } },
    ],
    [
      'malformed answer',
      { kind: 'malformed' },
      'https:',
      { kind: 'notice', message: { key: 'error.malformed' } },
    ],
    [
      'encryption failure shows its message',
      { kind: 'encryption', message: 'invalid RSA public key' },
      'https:',
      { kind: 'notice', message: { text: 'invalid RSA public key' } },
    ],
    [
      'url is null',
      { kind: 'invalid-url', message: 'url is null' },
      'https:',
      { kind: 'notice', message: { text: 'url is null' } },
    ],
    [
      'session expiry → please login',
      { kind: 'session-expired', errorCode: 'CUSTOMER_NOT_LOGIN' },
      'https:',
      {
        kind: 'notice',
        id: SESSION_EXPIRED_NOTICE_ID,
        message: { key: 'error.pleaseLogin' },
        confirm: { key: 'error.goLogin' },
      },
    ],
  ])('%s', (_name, init, protocol, expected) => {
    const overlay = overlayForError(error(init), protocol);
    if (expected === null) expect(overlay).toBeNull();
    else expect(overlay).toMatchObject(expected as object);
  });
});
