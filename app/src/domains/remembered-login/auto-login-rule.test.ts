import { describe, expect, it } from 'vitest';
import type { RememberedLogin } from '../../lib/storage/keys';
import { shouldAutoLogin } from './auto-login-rule';

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
