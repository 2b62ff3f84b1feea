// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readStored, writeStored } from '../../lib/storage/storage';
import type { RememberedLogin } from '../../lib/storage/keys';
import { reactToLoginFailure, rememberedLogin, shouldAutoLogin } from './record';

const record: RememberedLogin = {
  type: 'username',
  username: 'demo01',
  merchant: 'demo',
  iv: 'aa',
  sealed: 'bb',
};
type Input = Parameters<typeof shouldAutoLogin>[0];
const base: Input = {
  record,
  merchant: 'demo',
  autoLogin: '1',
  flagOn: true,
  hasSession: false,
  redirectInUrl: false,
};

describe('auto-login decision (spec §2, §4)', () => {
  it.each<[string, Partial<Input>, boolean]>([
    ['all conditions hold', {}, true],
    ['autoLogin never set', { autoLogin: null }, true],
    ['no remembered login', { record: null }, false],
    ['another merchant', { merchant: 'other' }, false],
    ['autoLogin is 0', { autoLogin: '0' }, false],
    ['MOBILEAUTOLOGIN3 off', { flagOn: false }, false],
    ['already a session', { hasSession: true }, false],
    ['redirectUrl or backUrl in the address bar', { redirectInUrl: true }, false],
    ['an SMS login', { record: { ...record, type: 'sms' } }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(shouldAutoLogin({ ...base, ...change })).toBe(expected);
  });
});

describe('a failed login with the remembered password (spec §4)', () => {
  it.each<[string, string | undefined, boolean, string | null]>([
    ['wrong credentials forget the login', 'login.cred.err', false, '1'],
    ['an unknown user forgets the login', 'not.exists.user', false, '1'],
    ['another IP turns auto-login off', 'token_ip_different', true, '0'],
    ['any other failure changes nothing', 'two.factor.required', true, '1'],
    ['no error code changes nothing', undefined, true, '1'],
  ])('%s', (_, errorCode, kept, autoLogin) => {
    localStorage.clear();
    writeStored('remembered_login', record);
    writeStored('autoLogin', '1');
    reactToLoginFailure(errorCode);
    expect(rememberedLogin() !== null).toBe(kept);
    expect(readStored('autoLogin')).toBe(autoLogin);
  });
});
