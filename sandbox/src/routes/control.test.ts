import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Api, SandboxApi } from '@wps/contract/paths';
import { recordSms } from '../sms/store.ts';
import { openDb } from '../db/open-db.ts';
import {
  encryptedPost,
  freshDbFile,
  loginPayload,
  loginToken,
  testSandbox,
} from '../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const status = async (merchant = 'demo') =>
  (
    await app.inject({ method: 'GET', url: Api.systemStatus, headers: { Merchant: merchant } })
  ).json().value;

const patch = (url: string, payload: object) => app.inject({ method: 'PATCH', url, payload });

describe('PATCH /sandbox/merchants/:code', () => {
  it('deep-merges into the status and the status call reflects it', async () => {
    const response = await patch(SandboxApi.merchant('demo'), {
      status: {
        maintenance: true,
        whitelabelVal: { GEETEST3: true },
        maintenanceDesc: 'Back soon',
      },
    });
    expect(response.json()).toMatchObject({ success: true, value: { code: 'demo' } });
    const after = await status();
    expect(after).toMatchObject({ maintenance: true, maintenanceDesc: 'Back soon' });
    // Merged, not replaced: the other switches survive.
    expect(after.whitelabelVal).toMatchObject({
      GEETEST3: true,
      CBS3: true,
      MOBILEAUTOLOGIN3: true,
    });
    expect(after.currency).toBe('PHP');
  });

  it('removes a key patched with null and replaces arrays whole', async () => {
    await patch(SandboxApi.merchant('demo'), {
      status: { languages: ['VI', 'EN'], smsProvider: null },
    });
    const after = await status();
    expect(after.languages).toEqual(['VI', 'EN']);
    expect(after).not.toHaveProperty('smsProvider');
  });

  it('stores the content documents', async () => {
    const banners = [{ bannerId: 1, groupName: 'm_home', url: '/b.png' }];
    const response = await patch(SandboxApi.merchant('demo'), {
      banners,
      downloadSetting: { deposit_times: { enabled: true, value: 3 } },
    });
    expect(response.json().value).toMatchObject({
      banners,
      downloadSetting: { deposit_times: { enabled: true, value: 3 } },
    });
  });

  it('creates an unknown merchant from the demo template', async () => {
    await patch(SandboxApi.merchant('acme'), { status: { currency: 'VND', currencySymbol: '₫' } });
    expect(await status('acme')).toMatchObject({
      merchantCode: 'acme',
      currency: 'VND',
      mobileTemplate: 'dark',
    });
    expect((await status()).currency).toBe('PHP');
  });

  it('round-trips the maintenance and access fields, and the pinned ip', async () => {
    const end = Date.UTC(2030, 5, 1, 12, 0, 0);
    const fields = {
      maintenance: true,
      maintenanceEnd: end,
      maintenanceDesc: 'Upgrading the lottery engine',
      regionRestriction: true,
      ip: '198.51.100.23',
    };
    const response = await patch(SandboxApi.merchant('demo'), { status: fields });
    expect(response.json().value.status).toMatchObject(fields);
    expect(await status()).toMatchObject(fields);
    // Unpinned, the ip is the caller's address again.
    await patch(SandboxApi.merchant('demo'), {
      status: { ip: null, maintenance: false, maintenanceEnd: null },
    });
    const after = await status();
    expect(after).toMatchObject({ maintenance: false, ip: '127.0.0.1' });
    expect(after).not.toHaveProperty('maintenanceEnd');
  });

  it('rejects misspelt fields', async () => {
    const response = await patch(SandboxApi.merchant('demo'), { statuss: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'bad_request' });
  });
});

describe('PATCH /sandbox/members/:userName', () => {
  it('changes type, data and password of an existing member', async () => {
    const response = await patch(SandboxApi.member('demo01'), {
      type: 2,
      password: 'newpass1',
      clubLabel: { labelName: 'Silver', labelId: 2, type: 'AUTO' },
      depositCount: 0,
    });
    expect(response.json()).toMatchObject({
      success: true,
      value: { id: 1001, type: 2, data: { depositCount: 0, mobile: '+639171234567' } },
    });
    expect(JSON.stringify(response.json())).not.toMatch(/scrypt|passwordHash/);
    const old = await encryptedPost(app, Api.login, loginPayload('demo01', 'demo123'));
    expect(old.errorCode).toBe('login.cred.err');
    const token = await loginToken(app, 'demo01', 'newpass1');
    const info = await app.inject({
      method: 'GET',
      url: Api.memberInfo,
      headers: { Authorization: token },
    });
    expect(info.json().value).toMatchObject({
      type: 2,
      clubLabel: { labelName: 'Silver', labelId: 2, type: 'AUTO' },
    });
  });

  it('creates an unknown member whose password is its user name', async () => {
    await patch(SandboxApi.member('fresh01'), { type: 4 });
    const result = await encryptedPost(app, Api.login, loginPayload('fresh01', 'fresh01'));
    expect(result.value).toMatchObject({ customerType: 4, firstTimeLogin: true });
  });

  it('sets the sign-in fields the login flows read', async () => {
    const fields = {
      tokenIpDifferent: true,
      firebase: { channel: 'facebook', sub: 'f-agent' },
      email: 'agent01@demo.example',
      payeeName: 'Ana Santos',
      gaCode: '777777',
      mobile: '+639175550199',
      twoFactor: ['ga', 'payeeName'],
      passwordExpired: true,
      updatePassword: false,
    };
    const response = await patch(SandboxApi.member('agent01'), fields);
    expect(response.json().value.data).toMatchObject(fields);
    // The login reads them: tokenIpDifferent refuses it until it is cleared with null.
    const refused = await encryptedPost(app, Api.login, loginPayload('agent01', 'agent123'));
    expect(refused.errorCode).toBe('token_ip_different');
    await patch(SandboxApi.member('agent01'), { tokenIpDifferent: null });
    const asked = await encryptedPost(app, Api.login, loginPayload('agent01', 'agent123'));
    expect(asked).toMatchObject({ errorCode: 'login_verify_required', value: ['ga', 'payeeName'] });
    const verified = await encryptedPost(app, Api.loginVerification, {
      ...loginPayload('agent01', 'agent123'),
      method: 'G',
      authCode: '777777',
    });
    expect(verified.value).toMatchObject({ userName: 'agent01', passwordExpired: true });
  });

  it('creates an unknown member with the password given', async () => {
    await patch(SandboxApi.member('fresh02'), { password: 'secret9' });
    const result = await encryptedPost(app, Api.login, loginPayload('fresh02', 'secret9'));
    expect(result.success).toBe(true);
  });
});

describe('POST /sandbox/reset', () => {
  it('restores the seeded state and ends every session', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    await patch(SandboxApi.merchant('demo'), { status: { maintenance: true } });
    await patch(SandboxApi.member('demo01'), { password: 'changed' });
    await patch(SandboxApi.member('extra'), {});
    await app.inject({ method: 'PUT', url: SandboxApi.faults, payload: [{ path: '/wps/x' }] });

    const reset = await app.inject({ method: 'POST', url: SandboxApi.reset });
    expect(reset.json()).toEqual({ success: true, value: true });

    expect((await status()).maintenance).toBe(false);
    expect((await encryptedPost(app, Api.login, loginPayload('demo01', 'demo123'))).success).toBe(
      true,
    );
    expect((await encryptedPost(app, Api.login, loginPayload('extra', 'extra'))).errorCode).toBe(
      'not.exists.user',
    );
    const info = await app.inject({
      method: 'GET',
      url: Api.memberInfo,
      headers: { Authorization: token },
    });
    expect(info.json().errorCode).toBe('CUSTOMER_NOT_LOGIN');
    // Only the requests since the reset are left (the status and login above).
    const log = (await app.inject({ method: 'GET', url: SandboxApi.requests })).json().value;
    expect(log.map((r: { path: string }) => r.path)).toEqual([
      Api.systemStatus,
      Api.rsaKey,
      Api.login,
      Api.rsaKey,
      Api.login,
      Api.memberInfo,
    ]);
  });
});

describe('GET /sandbox/requests', () => {
  it('records method, path, query, headers and the decrypted body', async () => {
    await encryptedPost(app, `${Api.login}?x=1`, loginPayload('demo01', 'demo123'), {
      Merchant: 'demo',
      Language: 'EN',
      ModuleId: 'COMM3',
    });
    const response = await app.inject({
      method: 'GET',
      url: `${SandboxApi.requests}?path=${Api.login}`,
    });
    const [entry] = response.json().value;
    expect(entry).toMatchObject({
      method: 'POST',
      path: Api.login,
      query: { x: '1' },
      headers: { merchant: 'demo', language: 'EN', moduleid: 'COMM3' },
      // The password is kept as its length only (request-log/redact.ts).
      body: { ...loginPayload('demo01', 'demo123'), password: '<redacted 7>' },
      at: expect.any(Number),
    });
    expect(entry.headers['x-rsa']).toMatch(/^[0-9a-f]+$/);
  });

  it('records the query as an object (affiliate and tracking parameters)', async () => {
    await app.inject({
      method: 'GET',
      url: `${Api.systemStatus}?device=MOBILE&track=fbclid%3Dabc&originalDomain=www.demo.example&url=https%3A%2F%2Fa1.demo.example%2Fm%2Fhome%3Fr%3D42&r=42&affiliateCode=a1`,
    });
    const log = (await app.inject({ method: 'GET', url: SandboxApi.requests })).json().value;
    expect(log).toHaveLength(1);
    expect(log[0].query).toEqual({
      device: 'MOBILE',
      track: 'fbclid=abc',
      originalDomain: 'www.demo.example',
      url: 'https://a1.demo.example/m/home?r=42',
      r: '42',
      affiliateCode: 'a1',
    });
  });

  it('records the raw body when decryption fails, and plain calls too', async () => {
    await app.inject({ method: 'POST', url: Api.login, payload: { value: 'junk' } });
    await app.inject({ method: 'GET', url: '/wps/unknown' });
    const log = (await app.inject({ method: 'GET', url: SandboxApi.requests })).json().value;
    expect(log).toMatchObject([
      { method: 'POST', path: Api.login, body: { value: 'junk' } },
      { method: 'GET', path: '/wps/unknown', body: null },
    ]);
  });
});

describe('GET /sandbox/sms', () => {
  it('lists the codes sent, newest first', async () => {
    // Nothing sends SMS yet: write to the database file the sandbox uses.
    const dbFile = await freshDbFile();
    const sandbox = await testSandbox({ dbFile });
    const db = openDb(dbFile);
    recordSms(db, { mobileNum: '639170000001', code: '111111', at: 1000 });
    recordSms(db, { mobileNum: '639170000002', code: '222222', at: 2000 });
    db.close();
    const response = await sandbox.inject({ method: 'GET', url: SandboxApi.sms });
    await sandbox.close();
    expect(response.json()).toEqual({
      success: true,
      value: [
        { mobileNum: '639170000002', code: '222222', at: 2000 },
        { mobileNum: '639170000001', code: '111111', at: 1000 },
      ],
    });
  });
});

describe('access', () => {
  it('refuses non-loopback clients by default', async () => {
    const response = await app.inject({
      method: 'POST',
      url: SandboxApi.reset,
      remoteAddress: '192.168.1.20',
      headers: { 'X-Forwarded-For': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'forbidden' });
  });

  it('accepts IPv6 loopback', async () => {
    const response = await app.inject({ method: 'GET', url: SandboxApi.sms, remoteAddress: '::1' });
    expect(response.statusCode).toBe(200);
  });

  it("answers everyone with controlApi 'on'", async () => {
    const open = await testSandbox({ controlApi: 'on' });
    const response = await open.inject({
      method: 'GET',
      url: SandboxApi.sms,
      remoteAddress: '192.168.1.20',
    });
    await open.close();
    expect(response.statusCode).toBe(200);
  });

  it("is gone with controlApi 'off'", async () => {
    const off = await testSandbox({ controlApi: 'off' });
    const response = await off.inject({ method: 'POST', url: SandboxApi.reset });
    const wps = await off.inject({ method: 'GET', url: Api.ping });
    await off.close();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'not_found' });
    expect(wps.json()).toEqual({ success: true, value: true });
  });
});
