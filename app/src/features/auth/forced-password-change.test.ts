import { describe, expect, it } from 'vitest';
import { mustChangePassword } from './forced-password-change';

describe('forced password change (spec §4, §6)', () => {
  it.each([
    ['username', {}, true, false],
    ['username', { updatePassword: true }, false, true],
    ['username', { passwordExpired: true }, true, true],
    ['username', { passwordExpired: true }, false, false],
    ['sms', { updatePassword: true, passwordExpired: true }, true, false],
    ['firebase', { updatePassword: true }, true, false],
  ] as const)('%s login with %j, force=%s → %s', (type, value, force, expected) => {
    expect(mustChangePassword(type, value, force)).toBe(expected);
  });
});
