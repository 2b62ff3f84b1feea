// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/store';
import { defineCall } from './call';
import { setRequestLanguage } from './context';
import { ApiError } from './errors';
import { apiErrors } from './events';
import { request } from './request';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const getCall = defineCall({
  method: 'GET',
  path: '/wps/thing',
  value: v.object({ n: v.number() }),
});
const authCall = defineCall({
  method: 'GET',
  path: '/wps/member/info',
  auth: true,
  value: v.unknown(),
});

let fetchMock: ReturnType<typeof vi.fn>;
const emitted: ApiError[] = [];
let unsubscribe: () => void;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  unsubscribe = apiErrors.subscribe((e) => emitted.push(e));
  emitted.length = 0;
  setRequestLanguage('en');
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStore.dispatch({ type: 'loggedOut' });
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request layer', () => {
  it('sends the shared headers, the query and credentials, and returns the value', async () => {
    localStorage.setItem('merchant', 'demo');
    fetchMock.mockResolvedValue(json({ success: true, value: { n: 1 } }));
    await expect(request(getCall, { query: { a: 1, b: undefined, c: 'x y' } })).resolves.toEqual({
      n: 1,
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/wps/thing?a=1&c=x+y');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Language: 'EN',
      ModuleId: 'COMM3',
      Merchant: 'demo',
    });
  });

  it('sends the raw token only on calls that need it', async () => {
    sessionStore.dispatch({ type: 'tokenAdopted', token: 'tok', merchantCode: 'demo' });
    fetchMock.mockImplementation(async () => json({ success: true, value: { n: 1 } }));
    await request(getCall);
    await request(authCall);
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).not.toHaveProperty(
      'Authorization',
    );
    expect((fetchMock.mock.calls[1]![1] as RequestInit).headers).toMatchObject({
      Authorization: 'tok',
    });
  });

  it.each<[string, () => Response, Partial<ApiError>]>([
    [
      'failure envelope',
      () => json({ success: false, errorCode: 'x.y', message: 'Nope' }),
      { kind: 'failure', errorCode: 'x.y', message: 'Nope' },
    ],
    [
      'CUSTOMER_NOT_LOGIN',
      () => json({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' }),
      { kind: 'session-expired' },
    ],
    [
      'customer.not.login',
      () => json({ success: false, errorCode: 'customer.not.login' }),
      { kind: 'session-expired' },
    ],
    [
      'user.or.token.invalid',
      () => json({ success: false, errorCode: 'user.or.token.invalid' }),
      { kind: 'session-expired' },
    ],
    [
      'login.not.session',
      () => json({ success: false, errorCode: 'login.not.session' }),
      { kind: 'session-expired' },
    ],
    ['HTTP 401', () => new Response('', { status: 401 }), { kind: 'session-expired', status: 401 }],
    [
      'HTTP 502 page',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      { kind: 'http', status: 502 },
    ],
    [
      'HTTP 502 with a JSON failure body',
      () => json({ success: false, errorCode: 'x.y', message: 'Upstream down' }, 502),
      { kind: 'http', status: 502 },
    ],
    [
      'truncated JSON',
      () => new Response('{"success":true,"val', { status: 200 }),
      { kind: 'malformed' },
    ],
    [
      'HTML instead of JSON',
      () => new Response('<!doctype html>', { status: 200 }),
      { kind: 'malformed' },
    ],
    [
      'wrong value shape',
      () => json({ success: true, value: { n: 'one' } }),
      { kind: 'malformed' },
    ],
    ['not an envelope', () => json([1, 2]), { kind: 'malformed' }],
  ])('%s becomes a typed error, thrown and announced', async (_name, respond, expected) => {
    fetchMock.mockResolvedValue(respond());
    const error = await failure(request(getCall));
    expect(error).toMatchObject(expected);
    expect(emitted).toEqual([error]);
  });

  it('marks errors of alert:false calls so nobody shows them', async () => {
    fetchMock.mockResolvedValue(json({ success: false, message: 'x' }));
    expect((await failure(request(getCall, { alert: false }))).alert).toBe(false);
  });

  it('turns a network failure into a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure(request(getCall))).kind).toBe('network');
  });

  it('aborts after the call timeout (30 s default, shorter where the call says)', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const slow = failure(request(getCall));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(emitted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect((await slow).kind).toBe('timeout');
    const quick = failure(request({ ...getCall, timeoutMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await quick).kind).toBe('timeout');
  });

  it("rejects a call without a URL with 'url is null' and sends nothing", async () => {
    const error = await failure(request({ ...getCall, path: '' }));
    expect(error).toMatchObject({ kind: 'invalid-url', message: 'url is null' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers session-cached GETs from sessionStorage until flushed', async () => {
    fetchMock.mockImplementation(async () =>
      json({ success: true, value: { n: fetchMock.mock.calls.length } }),
    );
    expect(await request(getCall, { cache: 'session' })).toEqual({ n: 1 });
    expect(await request(getCall, { cache: 'session' })).toEqual({ n: 1 });
    expect(await request(getCall, { cache: 'flush' })).toEqual({ n: 2 });
    expect(await request(getCall, { cache: 'session' })).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the server again when the session-cached answer no longer fits the call', async () => {
    fetchMock.mockResolvedValue(json({ success: true, value: { n: 7 } }));
    sessionStorage.setItem('wps-cache:/wps/thing', JSON.stringify({ n: 'tampered' }));
    expect(await request(getCall, { cache: 'session' })).toEqual({ n: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('encrypts posts: fetches the key, sends the sealed body and the three headers', async () => {
    const { default: vectors } = await import('@wps/contract/encryption-vectors.json');
    fetchMock
      .mockResolvedValueOnce(new Response(vectors.modulus, { status: 200 }))
      .mockResolvedValueOnce(json({ success: true, value: { n: 3 } }));
    const post = defineCall({
      method: 'POST',
      path: '/wps/session/login',
      encrypted: true,
      value: v.object({ n: v.number() }),
    });
    await expect(request(post, { body: { password: 'secret' } })).resolves.toEqual({ n: 3 });
    expect(fetchMock.mock.calls[0]![0]).toMatch(/^\/wps\/session\/key\/rsa\?_=\d+$/);
    const init = fetchMock.mock.calls[1]![1] as RequestInit;
    expect(String(init.body)).not.toContain('secret');
    expect(JSON.parse(String(init.body))).toEqual({ value: expect.any(String) });
    expect(init.headers).toMatchObject({
      Encryption: expect.stringMatching(/^[0-9a-f]+$/),
      'X-RSA': vectors.modulus,
      'X-Digest': expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('does not send an encrypted post when encryption fails, and says why', async () => {
    // A zero modulus passes the shape check but cannot encrypt anything.
    fetchMock.mockResolvedValueOnce(new Response('0'.repeat(64), { status: 200 }));
    const post = defineCall({
      method: 'POST',
      path: '/wps/session/login',
      encrypted: true,
      value: v.unknown(),
    });
    const error = await failure(request(post, { body: { password: 'x' } }));
    expect(error.kind).toBe('encryption');
    expect(error.message).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not send an encrypted post when the key answer is not a key', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"success":true,"value":"zz-not-hex"}', { status: 200 }),
    );
    const post = defineCall({
      method: 'POST',
      path: '/wps/session/login',
      encrypted: true,
      value: v.unknown(),
    });
    expect((await failure(request(post, { body: { password: 'x' } }))).kind).toBe('malformed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
