import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Api, Demo } from '@wps/contract/paths';
import { encryptPost, type EncryptedRequest } from '../../../test-support/client-crypto.ts';
import {
  encryptedPost,
  loginPayload,
  loginToken,
  modulusOf,
  testSandbox,
} from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

describe('GET /wps/session/key/rsa', () => {
  it('answers the 2048-bit modulus as lower-case hex plain text, uncached', async () => {
    const response = await app.inject({ method: 'GET', url: `${Api.rsaKey}?_=1` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^[0-9a-f]{512}$/);
  });

  it('keeps the key across a reset', async () => {
    const before = await modulusOf(app);
    await app.inject({ method: 'POST', url: '/sandbox/reset' });
    expect(await modulusOf(app)).toBe(before);
  });
});

describe('POST /wps/session/login', () => {
  it('logs the demo member in with an encrypted request', async () => {
    const result = await encryptedPost(app, Api.login, loginPayload(Demo.userName, Demo.password));
    expect(result).toEqual({
      success: true,
      value: {
        id: 1001,
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        userName: 'demo01',
        customerType: 0,
        firstTimeLogin: false,
      },
    });
  });

  it('answers the agent type and a first login for a member who never logged in', async () => {
    await app.inject({
      method: 'PATCH',
      url: '/sandbox/members/agent01',
      payload: { loginCount: 0 },
    });
    const first = await encryptedPost(app, Api.login, loginPayload('agent01', 'agent123'));
    expect(first.value).toMatchObject({ customerType: 1, firstTimeLogin: true });
    const second = await encryptedPost(app, Api.login, loginPayload('agent01', 'agent123'));
    expect(second.value).toMatchObject({ firstTimeLogin: false });
  });

  it('passes passwordExpired and updatePassword through', async () => {
    await app.inject({
      method: 'PATCH',
      url: '/sandbox/members/demo01',
      payload: { passwordExpired: true, updatePassword: false },
    });
    const result = await encryptedPost(app, Api.login, loginPayload('demo01', 'demo123'));
    expect(result.value).toMatchObject({ passwordExpired: true, updatePassword: false });
  });

  it('refuses a wrong password with login.cred.err', async () => {
    const result = await encryptedPost(app, Api.login, loginPayload('demo01', 'wrong'));
    expect(result).toEqual({
      success: false,
      errorCode: 'login.cred.err',
      message: 'Incorrect username or password',
    });
  });

  it('refuses an unknown user with not.exists.user', async () => {
    const result = await encryptedPost(app, Api.login, loginPayload('nobody', 'demo123'));
    expect(result).toEqual({
      success: false,
      errorCode: 'not.exists.user',
      message: 'User does not exist',
    });
  });

  it('asks for a second factor when the member has one, without opening a session', async () => {
    await app.inject({
      method: 'PATCH',
      url: '/sandbox/members/demo01',
      payload: { twoFactor: ['sms', 'ga'] },
    });
    const result = await encryptedPost(app, Api.login, loginPayload('demo01', 'demo123'));
    expect(result).toMatchObject({
      success: false,
      errorCode: 'login_verify_required',
      value: ['sms', 'ga'],
    });
  });

  it('scopes members to the Merchant header', async () => {
    await app.inject({ method: 'PATCH', url: '/sandbox/merchants/other', payload: {} });
    const result = await encryptedPost(app, Api.login, loginPayload('demo01', 'demo123'), {
      Merchant: 'other',
    });
    expect(result.errorCode).toBe('not.exists.user');
  });

  it('rejects a decrypted body that is not a login request', async () => {
    const result = await encryptedPost(app, Api.login, { username: 'demo01' });
    expect(result).toMatchObject({ success: false, errorCode: 'bad_request' });
  });
});

describe('encrypted posts with bad encryption answer request_body_required (HTTP 200)', () => {
  async function post(change: (request: EncryptedRequest) => void) {
    const request = encryptPost(await modulusOf(app), loginPayload('demo01', 'demo123'));
    change(request);
    const response = await app.inject({
      method: 'POST',
      url: Api.login,
      payload: request.body,
      headers: request.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ success: boolean; errorCode?: string; message?: string }>();
  }

  it.each([
    ['no Encryption header', (r: EncryptedRequest) => delete r.headers.Encryption],
    ['no X-RSA header', (r: EncryptedRequest) => delete r.headers['X-RSA']],
    ['no X-Digest header', (r: EncryptedRequest) => delete r.headers['X-Digest']],
    ['a stale modulus', (r: EncryptedRequest) => (r.headers['X-RSA'] = 'c0ffee')],
    ['a bad digest', (r: EncryptedRequest) => (r.headers['X-Digest'] = '00')],
    // Another first character: the ciphertext is random, and starts with 'A' once in 64 posts.
    [
      'a tampered body',
      (r: EncryptedRequest) =>
        (r.body.value = `${r.body.value.startsWith('A') ? 'B' : 'A'}${r.body.value.slice(1)}`),
    ],
    ['an undecryptable key', (r: EncryptedRequest) => (r.headers.Encryption = '1234abcd')],
  ])('%s', async (_name, change) => {
    const result = await post(change);
    expect(result.success).toBe(false);
    expect(result.errorCode).toBe('request_body_required');
    expect(result.message).toEqual(expect.any(String));
  });

  it('a plain JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: Api.login,
      payload: loginPayload('demo01', 'demo123'),
    });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });
});

describe('POST /wps/session/logout', () => {
  it('kills the token', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    const info = () =>
      app.inject({ method: 'GET', url: Api.memberInfo, headers: { Authorization: token } });
    expect((await info()).json()).toMatchObject({ success: true });

    const logout = await app.inject({
      method: 'POST',
      url: Api.logout,
      headers: { Authorization: token, 'content-type': 'application/json' },
    });
    expect(logout.json()).toEqual({ success: true, value: true });
    expect((await info()).json()).toMatchObject({
      success: false,
      errorCode: 'CUSTOMER_NOT_LOGIN',
    });
  });

  it('succeeds without a session too', async () => {
    const response = await app.inject({ method: 'POST', url: Api.logout });
    expect(response.json()).toEqual({ success: true, value: true });
  });
});
