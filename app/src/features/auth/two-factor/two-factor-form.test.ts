import { describe, expect, it } from 'vitest';
import { firstMissing, tabsFrom, verificationRequest } from './two-factor-form';

describe('two-factor form (spec §2, §5)', () => {
  it('shows the listed tabs in the order payee name, SMS, Google, email', () => {
    expect(tabsFrom(['email', 'ga', 'sms', 'payeeName'])).toEqual([
      'payeeName',
      'sms',
      'ga',
      'email',
    ]);
    expect(tabsFrom(['email', 'unknown'])).toEqual(['email']);
  });

  it.each([
    ['email', {}, 'email'],
    ['email', { email: '   ' }, 'email'],
    ['email', { email: 'a@b.c' }, undefined],
    ['payeeName', {}, 'payeeName'],
    ['ga', { authCode: '123456' }, undefined],
    ['ga', {}, 'authCode'],
    ['sms', { verificationCode: '111111' }, 'mobileNum'],
    ['sms', { mobileNum: '9170000001' }, 'verificationCode'],
    ['sms', { mobileNum: '9170000001', verificationCode: '111111' }, undefined],
  ] as const)('%s with %j → missing %s', (method, values, expected) => {
    expect(firstMissing(method, values)).toBe(expected);
  });

  it('sends the method letter and the trimmed fields of that tab only', () => {
    expect(
      verificationRequest({ username: 'secure01', password: 'secure123' }, 'payeeName', {
        payeeName: '  Juan Dela Cruz ',
        email: 'x@y.z',
      }),
    ).toEqual({
      username: 'secure01',
      password: 'secure123',
      method: 'P',
      payeeName: 'Juan Dela Cruz',
    });
    expect(
      verificationRequest({ username: 'u', password: 'p' }, 'sms', {
        mobileNum: ' 917 ',
        verificationCode: '12 ',
      }),
    ).toEqual({
      username: 'u',
      password: 'p',
      method: 'S',
      mobileNum: '917',
      verificationCode: '12',
    });
  });
});

describe('the firebase SMS path', () => {
  it('carries the provider token with the SMS fields', () => {
    expect(
      verificationRequest(
        { username: 'u', password: 'p' },
        'sms',
        { mobileNum: ' 9171234567 ', verificationCode: '123456' },
        'phone-token',
      ),
    ).toEqual({
      username: 'u',
      password: 'p',
      method: 'S',
      mobileNum: '9171234567',
      verificationCode: '123456',
      firebaseIdToken: 'phone-token',
    });
  });
});
