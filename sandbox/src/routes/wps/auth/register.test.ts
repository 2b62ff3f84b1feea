import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthApi } from '@wps/contract/auth';
import { Api, SandboxApi } from '@wps/contract/paths';
import { openDb } from '../../../db/open-db.ts';
import {
  captchaSwitches,
  idToken,
  passCaptcha,
  postJson,
  registerPayload,
  smsCode,
} from '../../../test-support/auth.ts';
import {
  encryptedPost,
  freshDbFile,
  loginPayload,
  testSandbox,
} from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
let dbFile: string;
beforeEach(async () => {
  dbFile = await freshDbFile();
  app = await testSandbox({ dbFile });
});
afterEach(() => app.close());

const register = (payload: object) => encryptedPost(app, Api.register, registerPayload(payload));
const registerMobile = (payload: object) =>
  encryptedPost(app, Api.registerMobile, registerPayload(payload));

/** The stored member, read from the database file (the control API has no member listing). */
function stored(userName: string) {
  const db = openDb(dbFile);
  try {
    const row = db
      .prepare("SELECT id, type, data FROM members WHERE merchant = 'demo' AND userName = ?")
      .get(userName) as { id: number; type: number; data: string } | undefined;
    return row && { ...row, data: JSON.parse(row.data) as Record<string, unknown> };
  } finally {
    db.close();
  }
}

const memberInfo = (token: string) =>
  app.inject({ method: 'GET', url: Api.memberInfo, headers: { Authorization: token } });

describe('POST /wps/member/register', () => {
  it('creates the member, lower-cases the name and answers a live session', async () => {
    const result = await register({ username: 'NewPlayer1' });
    expect(result).toEqual({
      success: true,
      value: {
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        id: expect.any(Number),
        customerId: expect.any(Number),
        userName: 'newplayer1',
      },
    });
    const value = result.value as { token: string; id: number; customerId: number };
    expect(value.customerId).toBe(value.id);
    const info = (await memberInfo(value.token)).json().value;
    expect(info).toMatchObject({ userName: 'newplayer1', type: 0, id: value.id });
    // And the password works for a later login.
    const login = await encryptedPost(app, Api.login, loginPayload('newplayer1', 'abc123'));
    expect(login.value).toMatchObject({ userName: 'newplayer1', firstTimeLogin: false });
  });

  it('stores where the member came from', async () => {
    const pixelTrack = { fbPixelId: '123', fbc: 'fb.1.2', utm_source: 'ads' };
    await register({
      username: 'tracked01',
      registerMethod: 'PWA',
      referralCode: 'ref42',
      affiliateCode: 'aff7',
      pixelTrack,
    });
    expect(stored('tracked01')?.data).toMatchObject({
      registerMethod: 'PWA',
      registerUrl: 'http://localhost/m/register',
      domain: 'localhost',
      loginDeviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      referralCode: 'ref42',
      affiliateCode: 'aff7',
      pixelTrack,
    });
  });

  it('takes the member language from the Language header', async () => {
    const result = await encryptedPost(
      app,
      Api.register,
      registerPayload({ username: 'vietplayer' }),
      {
        Language: 'vi',
      },
    );
    const info = (await memberInfo((result.value as { token: string }).token)).json().value;
    expect(info.language).toBe('VI');
  });

  it('answers userName and id only, and no session, without login', async () => {
    const result = await register({ username: 'quietone', login: false });
    expect(result).toEqual({
      success: true,
      value: { userName: 'quietone', id: expect.any(Number) },
    });
    expect(stored('quietone')?.data.loginCount).toBe(0);
  });

  it('refuses a taken name, whatever its case', async () => {
    for (const username of ['demo01', 'DEMO01']) {
      expect(await register({ username })).toEqual({
        success: false,
        errorCode: 'register.username.exists',
        message: 'This username is taken',
      });
    }
  });

  it.each([
    ['too short', 'abc12'],
    ['too long', 'a'.repeat(17)],
    ['starting with a digit', '1player'],
    ['with a dash', 'new-player'],
    ['missing', undefined],
  ])('refuses a username %s', async (_name, username) => {
    const result = await register({ username });
    expect(result).toMatchObject({ success: false, errorCode: 'register.username.invalid' });
    expect(result.message).toMatch(/6 to 16/);
  });

  it.each([
    ['too short', 'ab1'],
    ['too long', 'abc123'.repeat(4)],
    ['without a digit', 'abcdefg'],
    ['without a letter', '1234567'],
  ])('refuses a password %s', async (_name, password) => {
    const result = await register({ username: 'goodname1', password });
    expect(result).toMatchObject({ success: false, errorCode: 'register.password.invalid' });
    expect(stored('goodname1')).toBeUndefined();
  });

  it('refuses a request that is not a RegisterRequest', async () => {
    expect((await register({ username: 'goodname1', registerMethod: 'DESKTOP' })).errorCode).toBe(
      'bad_request',
    );
  });

  describe('with status.register.captcha.enabled', () => {
    beforeEach(async () => {
      await captchaSwitches(app, { enabled: true });
    });

    it('needs a passed captcha', async () => {
      expect(await register({ username: 'capped01' })).toMatchObject({
        success: false,
        errorCode: 'captcha.required',
      });
      const captcha = await passCaptcha(app, 'v3');
      const result = await register({ username: 'capped01', ...captcha });
      expect(result).toMatchObject({ success: true, value: { userName: 'capped01' } });
      // Spent: a second registration needs a new pass.
      expect((await register({ username: 'capped02', ...captcha })).errorCode).toBe(
        'captcha.required',
      );
    });

    it('checks the form before spending the captcha', async () => {
      const captcha = await passCaptcha(app, 'v4');
      expect((await register({ username: 'x', ...captcha })).errorCode).toBe(
        'register.username.invalid',
      );
      expect((await register({ username: 'capped03', ...captcha })).success).toBe(true);
    });
  });
});

describe('POST /wps/member/register/mobile', () => {
  it("creates 'm' + the number's digits with the mobile stored, and spends the code", async () => {
    const verificationCode = await smsCode(app, '63', '9175550101');
    const payload = { countryDialingCode: '63', mobileNum: '9175550101', verificationCode };
    const result = await registerMobile(payload);
    expect(result).toMatchObject({ success: true, value: { userName: 'm639175550101' } });
    expect(stored('m639175550101')?.data).toMatchObject({ mobile: '+639175550101' });
    const info = (await memberInfo((result.value as { token: string }).token)).json().value;
    expect(info.mobile).toBe('+639175550101');
    // Spent: the same request again fails on the code, before the number's new owner is found.
    expect((await registerMobile(payload)).errorCode).toBe('sms.code.invalid');
  });

  it('refuses a number a member has', async () => {
    const verificationCode = await smsCode(app, '63', '9171234567');
    const result = await registerMobile({
      countryDialingCode: '63',
      mobileNum: '9171234567',
      verificationCode,
    });
    expect(result).toEqual({
      success: false,
      errorCode: 'register.mobile.exists',
      message: 'This mobile number is already registered',
    });
  });

  it.each([
    ['no code', { countryDialingCode: '63', mobileNum: '9175550101' }, 'sms.code.invalid'],
    [
      'a wrong code',
      { countryDialingCode: '63', mobileNum: '9175550101', verificationCode: 'x' },
      'sms.code.invalid',
    ],
    [
      'no dialing code',
      { mobileNum: '9175550101', verificationCode: '123456' },
      'sms.invalid.mobile',
    ],
    [
      'a short number',
      { countryDialingCode: '63', mobileNum: '123', verificationCode: '123456' },
      'sms.invalid.mobile',
    ],
  ])('refuses %s', async (_name, payload, errorCode) => {
    await smsCode(app, '63', '9175550101');
    expect((await registerMobile(payload)).errorCode).toBe(errorCode);
  });

  it('needs a captcha when registration has one', async () => {
    await captchaSwitches(app, { enabled: true });
    const verificationCode = await smsCode(app, '63', '9175550101');
    const payload = { countryDialingCode: '63', mobileNum: '9175550101', verificationCode };
    expect((await registerMobile(payload)).errorCode).toBe('captcha.required');
    // The refused attempt left the SMS code unspent.
    const captcha = await passCaptcha(app, 'v4');
    expect((await registerMobile({ ...payload, ...captcha })).success).toBe(true);
  });
});

describe('POST /wps/member/register/firebase', () => {
  const registerSocial = (payload: object) =>
    postJson(app, AuthApi.registerFirebase, { login: true, smsTemplate: 'REGISTER', ...payload });

  it('creates a member bound to the identity, which then logs in with it', async () => {
    const firebaseIdToken = await idToken(app, 'google', 'g-new01', {
      name: 'New Player',
      email: 'new01.google@demo.example',
    });
    const result = await registerSocial({ firebaseChannel: 'google', firebaseIdToken });
    expect(result).toEqual({
      success: true,
      value: {
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        id: expect.any(Number),
        customerId: expect.any(Number),
        userName: 'google_g_new01',
      },
    });
    expect(stored('google_g_new01')?.data).toMatchObject({
      firebase: { channel: 'google', sub: 'g-new01' },
      email: 'new01.google@demo.example',
      nickname: 'New Player',
    });
    const login = await encryptedPost(app, Api.login, {
      ...loginPayload('', ''),
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken,
    });
    expect(login.value).toMatchObject({ userName: 'google_g_new01', firstTimeLogin: false });
  });

  it('refuses an identity that is bound already', async () => {
    const firebaseIdToken = await idToken(app, 'facebook', 'f-demo01');
    expect(await registerSocial({ firebaseChannel: 'facebook', firebaseIdToken })).toMatchObject({
      success: false,
      errorCode: 'register.firebase.exists',
    });
  });

  it('refuses a bad token or a channel that is not the token’s', async () => {
    const firebaseIdToken = await idToken(app, 'google', 'g-new01');
    expect((await registerSocial({ firebaseChannel: 'line', firebaseIdToken })).errorCode).toBe(
      'firebase.token.invalid',
    );
    expect(
      (await registerSocial({ firebaseChannel: 'google', firebaseIdToken: 'a.b.c' })).errorCode,
    ).toBe('firebase.token.invalid');
    expect((await registerSocial({ firebaseChannel: 'google' })).errorCode).toBe('bad_request');
  });

  it('picks another name when the natural one is taken', async () => {
    await app.inject({ method: 'PATCH', url: SandboxApi.member('twitter_t_new01'), payload: {} });
    const firebaseIdToken = await idToken(app, 'twitter', 't-new01');
    const result = await registerSocial({ firebaseChannel: 'twitter', firebaseIdToken });
    expect(result.value).toMatchObject({ userName: 'twitter_t_new01_2' });
  });
});

describe('autoUsername', () => {
  it.each(['GET', 'POST'] as const)('suggests a free playerNNNNN name (%s)', async (method) => {
    const response = await app.inject({ method, url: AuthApi.autoUsername });
    const name = response.json().value as string;
    expect(name).toMatch(/^player\d{5}$/);
    expect(stored(name)).toBeUndefined();
    // It passes the registration rules as it is.
    expect((await register({ username: name })).success).toBe(true);
  });
});
