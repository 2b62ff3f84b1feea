import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Api, SandboxApi } from '@wps/contract/paths';
import {
  encryptedPost,
  encryptedRequest,
  loginPayload,
  loginToken,
  testSandbox,
} from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const change = (token: string | undefined, oldPassword: string, newPassword: string) =>
  encryptedRequest(
    app,
    'PUT',
    Api.memberPassword,
    { oldPassword, newPassword },
    token === undefined ? {} : { Authorization: token },
  );

describe('PUT /wps/member/password', () => {
  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    expect(await change(token, 'demo123', 'fresh456')).toEqual({ success: true, value: true });
    const old = await encryptedPost(app, Api.login, loginPayload('demo01', 'demo123'));
    expect(old.errorCode).toBe('login.cred.err');
    await loginToken(app, 'demo01', 'fresh456');
  });

  it('clears passwordExpired and updatePassword', async () => {
    await app.inject({
      method: 'PATCH',
      url: SandboxApi.member('demo01'),
      payload: { passwordExpired: true, updatePassword: true },
    });
    const first = await encryptedPost(app, Api.login, loginPayload('demo01', 'demo123'));
    expect(first.value).toMatchObject({ passwordExpired: true, updatePassword: true });
    const { token } = first.value as { token: string };
    await change(token, 'demo123', 'fresh456');
    const next = await encryptedPost(app, Api.login, loginPayload('demo01', 'fresh456'));
    expect(next.value).not.toHaveProperty('passwordExpired');
    expect(next.value).not.toHaveProperty('updatePassword');
  });

  it('keeps the session it was called with', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    await change(token, 'demo123', 'fresh456');
    const info = await app.inject({
      method: 'GET',
      url: Api.memberInfo,
      headers: { Authorization: token },
    });
    expect(info.json()).toMatchObject({ success: true, value: { userName: 'demo01' } });
  });

  it('refuses a wrong old password', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    expect(await change(token, 'nope', 'fresh456')).toEqual({
      success: false,
      errorCode: 'member.password.wrong',
      message: 'The current password is wrong',
      value: { triesLeft: 4 },
    });
    await loginToken(app, 'demo01', 'demo123');
  });

  it.each([
    ['too short', 'ab1'],
    ['without a digit', 'freshpass'],
    ['without a letter', '12345678'],
    ['too long', 'a1'.repeat(11)],
  ])('refuses a new password %s', async (_name, newPassword) => {
    const token = await loginToken(app, 'demo01', 'demo123');
    expect(await change(token, 'demo123', newPassword)).toMatchObject({
      success: false,
      errorCode: 'member.password.invalid',
      message: 'The password must be 6 to 20 characters with a letter and a digit',
    });
  });

  it('refuses the same password again', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    expect((await change(token, 'demo123', 'demo123')).errorCode).toBe('member.password.same');
  });

  it('needs a session and an encrypted body', async () => {
    expect(await change(undefined, 'demo123', 'fresh456')).toMatchObject({
      errorCode: 'CUSTOMER_NOT_LOGIN',
    });
    const token = await loginToken(app, 'demo01', 'demo123');
    const plain = await app.inject({
      method: 'PUT',
      url: Api.memberPassword,
      headers: { Authorization: token },
      payload: { oldPassword: 'demo123', newPassword: 'fresh456' },
    });
    expect(plain.json()).toMatchObject({ errorCode: 'request_body_required' });
    expect(
      (await encryptedRequest(app, 'PUT', Api.memberPassword, {}, { Authorization: token }))
        .errorCode,
    ).toBe('bad_request');
  });
});
