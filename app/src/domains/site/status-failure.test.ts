import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorInit } from '../../lib/api/errors';
import { isDomainUnavailable } from './status-call';
import { domainUnavailableMessage, statusFailureNotice } from './status-failure';

const error = (init: Partial<ApiErrorInit>) =>
  new ApiError({ kind: 'failure', path: '/wps/system/status', ...init });

describe('site status failures (spec §8)', () => {
  it.each<[string, Partial<ApiErrorInit>, string, unknown]>([
    [
      'a code with a message',
      { errorCode: 'site.closed', message: 'Closed for today' },
      'http:',
      { text: 'Closed for today' },
    ],
    ['a code without a message', { errorCode: 'site.closed' }, 'http:', { key: 'error.generic' }],
    ['https without a code', { kind: 'http', status: 500 }, 'https:', { key: 'error.generic' }],
    ['https, no answer', { kind: 'network' }, 'https:', { key: 'error.generic' }],
    ['http without a code', { kind: 'http', status: 500 }, 'http:', { key: 'error.network' }],
    ['http, no answer', { kind: 'network' }, 'http:', { key: 'error.network' }],
  ])('%s', (_name, init, protocol, message) => {
    expect(statusFailureNotice(error(init), protocol)).toMatchObject({
      kind: 'notice',
      title: { key: 'notice.title' },
      message,
    });
  });

  it('recognises domain_not_available and takes its message from the data, else Error', () => {
    const withData = error({
      errorCode: 'domain_not_available',
      value: { message: 'Use another line' },
    });
    expect(isDomainUnavailable(withData)).toBe(true);
    expect(domainUnavailableMessage(withData)).toEqual({ text: 'Use another line' });
    expect(domainUnavailableMessage(error({ errorCode: 'domain_not_available' }))).toEqual({
      key: 'error.generic',
    });
    expect(isDomainUnavailable(error({ errorCode: 'other' }))).toBe(false);
  });
});
