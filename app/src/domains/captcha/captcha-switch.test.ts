import { describe, expect, it } from 'vitest';
import { captchaRequired } from './captcha-switch';

const site = (
  flags: Record<string, boolean>,
  own: { enabled?: boolean; login?: boolean; sms?: boolean } = {},
  test?: boolean,
) => ({
  register: { captcha: { enabled: false, ...own } },
  whitelabelVal: flags,
  test,
});

describe('captchaRequired', () => {
  it('follows the action’s own switch', () => {
    expect(captchaRequired(site({}, { enabled: true }), 'register')).toBe(true);
    expect(captchaRequired(site({}, { enabled: true }), 'login')).toBe(false);
    expect(captchaRequired(site({}, { login: true }), 'login')).toBe(true);
    expect(captchaRequired(site({}, { sms: true }), 'sms')).toBe(true);
    expect(captchaRequired(undefined, 'login')).toBe(false);
  });

  it('GEETEST3 turns it on for login and registration, not for the SMS code', () => {
    const status = site({ GEETEST3: true });
    expect(captchaRequired(status, 'login')).toBe(true);
    expect(captchaRequired(status, 'register')).toBe(true);
    expect(captchaRequired(status, 'sms')).toBe(false);
  });

  it('GEETESTVCODE3 turns it on for the SMS code only', () => {
    const status = site({ GEETESTVCODE3: true });
    expect(captchaRequired(status, 'sms')).toBe(true);
    expect(captchaRequired(status, 'login')).toBe(false);
  });

  it('GEETESTTEST3 turns it on for login and registration on a test site only', () => {
    expect(captchaRequired(site({ GEETESTTEST3: true }, {}, true), 'login')).toBe(true);
    expect(captchaRequired(site({ GEETESTTEST3: true }, {}, true), 'register')).toBe(true);
    expect(captchaRequired(site({ GEETESTTEST3: true }, {}, false), 'login')).toBe(false);
    expect(captchaRequired(site({ GEETESTTEST3: true }), 'register')).toBe(false);
    expect(captchaRequired(site({ GEETESTTEST3: true }, {}, true), 'sms')).toBe(false);
  });
});
