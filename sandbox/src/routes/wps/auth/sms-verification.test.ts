import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthApi } from '@wps/contract/auth';
import { SandboxApi } from '@wps/contract/paths';
import { captchaSwitches, getValue, passCaptcha, sendSms } from '../../../test-support/auth.ts';
import { testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

type Sms = { mobileNum: string; code: string; at: number };
const sent = () => getValue<Sms[]>(app, SandboxApi.sms);

describe('POST /wps/verification/sms/noLogin', () => {
  it('stores a 6-digit code for the number and answers its expiry, two minutes on', async () => {
    const before = Date.now();
    const result = await sendSms(app, '63', '9175550101');
    expect(result.success).toBe(true);
    const { expirationTime } = result.value as { expirationTime: number };
    const [sms] = await sent();
    expect(sms).toEqual({
      mobileNum: '+639175550101',
      code: expect.stringMatching(/^\d{6}$/),
      at: expect.any(Number),
    });
    expect(sms?.at).toBeGreaterThanOrEqual(before);
    expect(expirationTime).toBe((sms?.at ?? 0) + 120_000);
  });

  it('lists codes newest first and accepts +63 and separators', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    await sendSms(app, '+63', '917 555-0101');
    vi.setSystemTime(1_700_000_001_000);
    await sendSms(app, '84', '912345678');
    expect((await sent()).map((sms) => [sms.mobileNum, sms.at])).toEqual([
      ['+84912345678', 1_700_000_001_000],
      ['+639175550101', 1_700_000_000_000],
    ]);
  });

  it('refuses a second code for the same number within 30 s, then sends one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    expect((await sendSms(app, '63', '9175550101')).success).toBe(true);
    vi.setSystemTime(1_700_000_029_000);
    expect(await sendSms(app, '63', '9175550101')).toEqual({
      success: false,
      errorCode: 'TOO_MANY_REQUEST_SMS',
      message: 'Please wait before asking for another code',
    });
    // Another number is not held up.
    expect((await sendSms(app, '63', '9175550102')).success).toBe(true);
    vi.setSystemTime(1_700_000_030_000);
    expect((await sendSms(app, '63', '9175550101')).success).toBe(true);
    expect((await sent()).filter((sms) => sms.mobileNum === '+639175550101')).toHaveLength(2);
  });

  it.each([
    ['too short', '63', '12345'],
    ['too long', '63', '1234567890123456'],
    ['letters', '63', '91755abc01'],
    ['empty', '63', ''],
    ['a bad dialing code', '6a', '9175550101'],
    ['no dialing code', '', '9175550101'],
  ])('refuses %s with sms.invalid.mobile', async (_name, dialing, number) => {
    const result = await sendSms(app, dialing, number);
    expect(result).toEqual({
      success: false,
      errorCode: 'sms.invalid.mobile',
      message: expect.stringMatching(/6 to 15 digits/),
    });
    expect(await sent()).toEqual([]);
  });

  it('refuses a body without the fields', async () => {
    const response = await app.inject({ method: 'POST', url: AuthApi.smsNoLogin });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'sms.invalid.mobile' });
  });

  describe('with status.register.captcha.sms on', () => {
    beforeEach(async () => {
      await captchaSwitches(app, { sms: true });
    });

    it('needs a passed captcha, used once', async () => {
      expect(await sendSms(app, '63', '9175550101')).toMatchObject({
        success: false,
        errorCode: 'captcha.required',
      });
      const captcha = await passCaptcha(app, 'v4');
      expect((await sendSms(app, '63', '9175550101', captcha)).success).toBe(true);
      const again = await sendSms(app, '63', '9175550102', captcha);
      expect(again).toMatchObject({ success: false, errorCode: 'captcha.required' });
      expect(again.message).toMatch(/already used/);
    });

    it('is not needed when only the login and register switches are on', async () => {
      await captchaSwitches(app, { sms: false, login: true, enabled: true });
      expect((await sendSms(app, '63', '9175550101')).success).toBe(true);
    });
  });
});
