import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  confirmProblem,
  mobileProblem,
  passwordProblem,
  usernameProblem,
} from './account-rules';

describe('account field rules', () => {
  it.each([
    ['', 'login.usernameRequired'],
    ['abc12', 'rules.usernameLength'],
    ['a'.repeat(17), 'rules.usernameLength'],
    ['1player', 'rules.usernameChars'],
    ['player_1', 'rules.usernameChars'],
    ['player 1', 'rules.usernameChars'],
    ['player1', undefined],
    ['Player01', undefined],
  ])('username %j → %s', (value, expected) => {
    expect(usernameProblem(value)).toBe(expected);
  });

  it.each([
    ['', 'login.passwordRequired'],
    ['a1b2', 'rules.passwordLength'],
    ['a1'.repeat(11), 'rules.passwordLength'],
    ['abcdefgh', 'rules.passwordMix'],
    ['12345678', 'rules.passwordMix'],
    ['abc123', undefined],
    ['pässwörd9', undefined],
  ])('password %j → %s', (value, expected) => {
    expect(passwordProblem(value)).toBe(expected);
  });

  it('checks the confirmation', () => {
    expect(confirmProblem('abc123', 'abc123')).toBeUndefined();
    expect(confirmProblem('abc123', 'abc124')).toBe('rules.passwordMismatch');
  });

  it.each([
    ['', 'rules.mobileRequired'],
    ['12345', 'rules.mobileInvalid'],
    ['917 123 4567', undefined],
    ['9171234567', undefined],
    ['91712345678901234', 'rules.mobileInvalid'],
    ['91a1234567', 'rules.mobileInvalid'],
  ])('mobile %j → %s', (value, expected) => {
    expect(mobileProblem(value)).toBe(expected);
  });

  it.each([
    ['123456', undefined],
    ['12', 'rules.codeInvalid'],
    ['abc123', 'rules.codeInvalid'],
  ])('code %j → %s', (value, expected) => {
    expect(codeProblem(value)).toBe(expected);
  });
});
