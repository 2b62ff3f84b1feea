import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Api, SandboxApi } from '@wps/contract/paths';
import {
  captchaSwitches,
  idToken,
  passCaptcha,
  smsCode,
  type Answer,
} from '../../../test-support/auth.ts';
import { encryptedPost, loginPayload, testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

const patchMember = (userName: string, payload: object) =>
  app.inject({ method: 'PATCH', url: SandboxApi.member(userName), payload });

const smsLogin = (username: string, code: string) =>
  encryptedPost(app, Api.login, { ...loginPayload(username, code), type: 'sms' });

const firebaseLogin = (firebaseIdToken: string, firebaseChannel = 'google') =>
  encryptedPost(app, Api.login, {
    username: '',
    password: '',
    type: 'firebase',
    firebaseChannel,
    firebaseIdToken,
    loginDeviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    isOfficialAppLogin: false,
  });

const verify = (payload: object) =>
  encryptedPost(app, Api.loginVerification, {
    username: 'secure01',
    password: 'secure123',
    ...payload,
  });

const loggedIn = (result: Answer, userName: string) =>
  expect(result).toEqual({
    success: true,
    value: expect.objectContaining({ userName, token: expect.stringMatching(/^[0-9a-f]{64}$/) }),
  });

describe('SMS login (type sms)', () => {
  it('logs in the member whose mobile got the code', async () => {
    const code = await smsCode(app, '63', '9171234567');
    const result = await smsLogin('+639171234567', code);
    loggedIn(result, 'demo01');
    expect(result.value).toMatchObject({ id: 1001, customerType: 0, firstTimeLogin: false });
  });

  it('uses the code once', async () => {
    const code = await smsCode(app, '63', '9171234567');
    loggedIn(await smsLogin('+639171234567', code), 'demo01');
    expect(await smsLogin('+639171234567', code)).toEqual({
      success: false,
      errorCode: 'sms.code.invalid',
      message: 'The SMS code is wrong or has expired',
    });
  });

  it('refuses a wrong code, a code for another number and an expired one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const code = await smsCode(app, '63', '9171234567');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await smsLogin('+639171234567', wrong)).errorCode).toBe('sms.code.invalid');
    expect((await smsLogin('+639170000001', code)).errorCode).toBe('sms.code.invalid');
    vi.setSystemTime(1_700_000_120_001);
    expect((await smsLogin('+639171234567', code)).errorCode).toBe('sms.code.invalid');
  });

  it('only the newest code counts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const first = await smsCode(app, '63', '9171234567');
    vi.setSystemTime(1_700_000_031_000);
    const second = await smsCode(app, '63', '9171234567');
    if (first !== second) {
      expect((await smsLogin('+639171234567', first)).errorCode).toBe('sms.code.invalid');
    }
    loggedIn(await smsLogin('+639171234567', second), 'demo01');
  });

  it('answers not.exists.user for a number no member has, and keeps the code', async () => {
    const code = await smsCode(app, '63', '9175550101');
    expect(await smsLogin('+639175550101', code)).toEqual({
      success: false,
      errorCode: 'not.exists.user',
      message: 'User does not exist',
    });
    // The player may register with it next; once a member has the number, it logs in.
    await patchMember('newmobile1', { mobile: '+639175550101' });
    loggedIn(await smsLogin('+639175550101', code), 'newmobile1');
  });

  it('does not ask for a second factor', async () => {
    const code = await smsCode(app, '63', '9170000001');
    loggedIn(await smsLogin('+639170000001', code), 'secure01');
  });
});

describe('social login (type firebase)', () => {
  it('logs in demo01 with its bound identity on any channel', async () => {
    loggedIn(await firebaseLogin(await idToken(app, 'google', 'g-demo01')), 'demo01');
    const facebook = await idToken(app, 'facebook', 'f-demo01');
    loggedIn(await firebaseLogin(facebook, 'facebook'), 'demo01');
  });

  it('answers bind_customer_required for an identity no member is bound to', async () => {
    const token = await idToken(app, 'google', 'g-new01');
    expect(await firebaseLogin(token)).toEqual({
      success: false,
      errorCode: 'bind_customer_required',
      message: 'This account is not bound to a member (bind_customer_required)',
    });
  });

  it('follows a binding set with the control API', async () => {
    await patchMember('vip01', { firebase: { channel: 'line', sub: 'l-vip' } });
    loggedIn(await firebaseLogin(await idToken(app, 'line', 'l-vip'), 'line'), 'vip01');
    // The same sub on another channel is another identity.
    const google = await firebaseLogin(await idToken(app, 'google', 'l-vip'));
    expect(google.errorCode).toBe('bind_customer_required');
  });

  it.each([
    ['a tampered token', (token: string) => `${token.slice(0, -2)}xx`, 'google'],
    ['garbage', () => 'not-a-token', 'google'],
    ['the wrong channel', (token: string) => token, 'facebook'],
  ])('refuses %s with firebase.token.invalid', async (_name, change, channel) => {
    const token = change(await idToken(app, 'google', 'g-demo01'));
    expect(await firebaseLogin(token, channel)).toMatchObject({
      success: false,
      errorCode: 'firebase.token.invalid',
    });
  });

  it('refuses a token older than an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const token = await idToken(app, 'google', 'g-demo01');
    vi.setSystemTime(1_700_003_600_000);
    expect((await firebaseLogin(token)).errorCode).toBe('firebase.token.invalid');
  });
});

describe('member flags', () => {
  it('token_ip_different refuses every login type', async () => {
    const patched = await patchMember('demo01', { tokenIpDifferent: true });
    expect(patched.json().value.data).toMatchObject({ tokenIpDifferent: true });
    const expected = { success: false, errorCode: 'token_ip_different' };
    expect(await encryptedPost(app, Api.login, loginPayload('demo01', 'demo123'))).toMatchObject(
      expected,
    );
    const code = await smsCode(app, '63', '9171234567');
    expect(await smsLogin('+639171234567', code)).toMatchObject(expected);
    expect(await firebaseLogin(await idToken(app, 'google', 'g-demo01'))).toMatchObject(expected);
    // Cleared with null (merge patch), logins work again.
    await patchMember('demo01', { tokenIpDifferent: null });
    loggedIn(await encryptedPost(app, Api.login, loginPayload('demo01', 'demo123')), 'demo01');
  });

  it('secure01 is asked for its four second factors', async () => {
    expect(await encryptedPost(app, Api.login, loginPayload('secure01', 'secure123'))).toEqual({
      success: false,
      errorCode: 'login_verify_required',
      message: 'Verification required',
      value: ['email', 'ga', 'sms', 'payeeName'],
    });
  });
});

describe('captcha on login (status.register.captcha.login)', () => {
  beforeEach(async () => {
    await captchaSwitches(app, { login: true });
  });

  it('needs a passed captcha for a password login, v3 or v4, each used once', async () => {
    const payload = loginPayload('demo01', 'demo123');
    expect(await encryptedPost(app, Api.login, payload)).toMatchObject({
      errorCode: 'captcha.required',
      message: 'Please complete the captcha first',
    });
    for (const version of ['v3', 'v4'] as const) {
      const captcha = await passCaptcha(app, version);
      loggedIn(await encryptedPost(app, Api.login, { ...payload, ...captcha }), 'demo01');
      const again = await encryptedPost(app, Api.login, { ...payload, ...captcha });
      expect(again.errorCode).toBe('captcha.required');
    }
  });

  it('spends the captcha even when the password is wrong', async () => {
    const captcha = await passCaptcha(app, 'v3');
    const wrong = await encryptedPost(app, Api.login, {
      ...loginPayload('demo01', 'nope'),
      ...captcha,
    });
    expect(wrong.errorCode).toBe('login.cred.err');
    const right = await encryptedPost(app, Api.login, {
      ...loginPayload('demo01', 'demo123'),
      ...captcha,
    });
    expect(right.errorCode).toBe('captcha.required');
  });

  it('does not apply to SMS and social logins', async () => {
    const code = await smsCode(app, '63', '9171234567');
    loggedIn(await smsLogin('+639171234567', code), 'demo01');
    loggedIn(await firebaseLogin(await idToken(app, 'google', 'g-demo01')), 'demo01');
  });
});

describe('POST /wps/session/login/verification', () => {
  it('logs in with the email (any case, trimmed)', async () => {
    const result = await verify({ method: 'E', email: '  Secure01@Demo.Example ' });
    loggedIn(result, 'secure01');
    expect(result.value).toMatchObject({ id: 1005, customerType: 0, firstTimeLogin: false });
  });

  it('logs in with the payee name', async () => {
    loggedIn(await verify({ method: 'P', payeeName: 'juan  dela cruz' }), 'secure01');
  });

  it('logs in with the fixed authenticator code 123456', async () => {
    loggedIn(await verify({ method: 'G', authCode: '123456' }), 'secure01');
  });

  it('logs in with an SMS code sent to the member mobile, in local or full form, once', async () => {
    const code = await smsCode(app, '63', '9170000001');
    loggedIn(
      await verify({ method: 'S', mobileNum: '9170000001', verificationCode: code }),
      'secure01',
    );
    const again = await verify({ method: 'S', mobileNum: '+639170000001', verificationCode: code });
    expect(again).toMatchObject({ errorCode: 'login.verify.failed' });
  });

  it('accepts the full +63 form of the number', async () => {
    const code = await smsCode(app, '63', '9170000001');
    loggedIn(
      await verify({ method: 'S', mobileNum: '+639170000001', verificationCode: code }),
      'secure01',
    );
  });

  it.each([
    ['a wrong email', { method: 'E', email: 'other@demo.example' }, /email/],
    ['no email', { method: 'E' }, /email/],
    ['a wrong payee', { method: 'P', payeeName: 'Maria Clara' }, /payee/],
    ['a wrong code', { method: 'G', authCode: '654321' }, /authenticator/],
    [
      'another mobile',
      { method: 'S', mobileNum: '9171234567', verificationCode: '123456' },
      /mobile/,
    ],
    ['a wrong SMS code', { method: 'S', mobileNum: '9170000001', verificationCode: '1' }, /SMS/],
  ])('refuses %s with login.verify.failed', async (_name, payload, message) => {
    const result = await verify(payload);
    expect(result).toEqual({
      success: false,
      errorCode: 'login.verify.failed',
      message: expect.stringMatching(message),
    });
  });

  it('checks the password again', async () => {
    const wrong = await verify({ method: 'G', authCode: '123456', password: 'nope' });
    expect(wrong.errorCode).toBe('login.cred.err');
    const nobody = await verify({ method: 'G', authCode: '123456', username: 'nobody' });
    expect(nobody.errorCode).toBe('not.exists.user');
  });

  it('only offers the methods the member has', async () => {
    await patchMember('secure01', { twoFactor: ['ga'] });
    const email = await verify({ method: 'E', email: 'secure01@demo.example' });
    expect(email).toMatchObject({ errorCode: 'login.verify.failed', message: /not set up/ });
    loggedIn(await verify({ method: 'G', authCode: '123456' }), 'secure01');
  });

  it('uses factors patched with the control API', async () => {
    await patchMember('demo01', {
      twoFactor: ['ga', 'email'],
      gaCode: '424242',
      email: 'd@x.example',
    });
    const base = { username: 'demo01', password: 'demo123' };
    expect((await verify({ ...base, method: 'G', authCode: '123456' })).errorCode).toBe(
      'login.verify.failed',
    );
    loggedIn(await verify({ ...base, method: 'G', authCode: '424242' }), 'demo01');
    loggedIn(await verify({ ...base, method: 'E', email: 'd@x.example' }), 'demo01');
  });

  it('answers passwordExpired as the login would, and token_ip_different', async () => {
    await patchMember('secure01', { passwordExpired: true });
    const result = await verify({ method: 'G', authCode: '123456' });
    expect(result.value).toMatchObject({ passwordExpired: true });
    await patchMember('secure01', { tokenIpDifferent: true });
    expect((await verify({ method: 'G', authCode: '123456' })).errorCode).toBe(
      'token_ip_different',
    );
  });

  it('refuses an unknown method and plain JSON', async () => {
    expect((await verify({ method: 'X' })).errorCode).toBe('bad_request');
    const plain = await app.inject({
      method: 'POST',
      url: Api.loginVerification,
      payload: { username: 'secure01', password: 'secure123', method: 'G', authCode: '123456' },
    });
    expect(plain.json()).toMatchObject({ errorCode: 'request_body_required' });
  });
});
