// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readStored, writeStored } from '../../lib/storage/storage';
import type { RememberedLogin } from '../../lib/storage/keys';
import { reactToLoginFailure, rememberedLogin } from './record';

const record: RememberedLogin = {
  type: 'sms',
  username: '13800000000',
  merchant: 'demo',
  iv: 'a',
  sealed: 'b',
};

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
