import { describe, expect, it } from 'vitest';
import { IdentityError } from './provider';
import {
  identityFailureOverlay,
  nativeFailureNotice,
  registerFailureNotice,
  stripParenthesised,
} from './identity-failure';

describe('stripParenthesised (spec §5)', () => {
  it.each([
    ['This account is not bound (bind_customer_required)', 'This account is not bound'],
    ['Not bound (code 12) to a member (x)', 'Not bound to a member'],
    ['未绑定会员（bind_customer_required）', '未绑定会员'],
    ['No brackets here', 'No brackets here'],
    ['(only brackets)', ''],
  ])('%s → %s', (input, output) => expect(stripParenthesised(input)).toBe(output));
});

describe('identityFailureOverlay (spec §5)', () => {
  it.each(['auth/cancelled-popup-request', 'auth/popup-closed-by-user'])('%s is silent', (code) =>
    expect(identityFailureOverlay(new IdentityError(code))).toBeNull(),
  );

  it('private browsing says social sign-in is not supported', () => {
    expect(identityFailureOverlay(new IdentityError('auth/web-storage-unsupported'))).toMatchObject(
      { kind: 'notice', message: { key: 'social.privateNotSupported' } },
    );
  });

  it('a blocked popup asks to allow popups', () => {
    expect(identityFailureOverlay(new IdentityError('auth/popup-blocked'))).toMatchObject({
      message: { key: 'social.popupBlocked' },
    });
  });

  it('other provider errors show their code and reason', () => {
    const error = new IdentityError('auth/account-exists-with-different-credential', 'Taken.');
    expect(identityFailureOverlay(error)).toEqual({
      kind: 'notice',
      title: { key: 'notice.title' },
      message: {
        key: 'social.providerError',
        vars: { code: 'auth/account-exists-with-different-credential', reason: 'Taken.' },
      },
    });
  });
});

describe('provider error texts (spec §8)', () => {
  it.each([
    ['auth/invalid-verification-code', 'social.errorInvalidCode'],
    ['auth/code-expired', 'social.errorCodeExpired'],
    ['auth/too-many-requests', 'social.errorTooMany'],
    ['auth/network-request-failed', 'social.errorNetwork'],
    ['auth/invalid-phone-number', 'social.errorInvalidPhone'],
    ['auth/something-new', 'social.providerError'],
  ])('%s reads %s', (code, key) => {
    expect(identityFailureOverlay(new IdentityError(code, 'why'))).toMatchObject({
      message: { key, vars: { code, reason: 'why' } },
    });
  });

  it('a failure without a code reads auth/unknown', () => {
    expect(identityFailureOverlay(new IdentityError(''))).toMatchObject({
      message: {
        key: 'social.providerError',
        vars: { code: 'auth/unknown', reason: 'auth/unknown' },
      },
    });
  });
});

describe('native and registration notices (spec §5, §8)', () => {
  it('a native Failure string is shown as it came, with a confirm button', () => {
    expect(nativeFailureNotice('Failure: user cancelled')).toEqual({
      kind: 'notice',
      title: { key: 'notice.title' },
      message: { text: 'Failure: user cancelled' },
      confirm: { key: 'common.confirm' },
    });
  });

  it.each([
    ['Already registered', { text: 'Already registered' }],
    [undefined, { key: 'error.unknown' }],
    ['', { key: 'error.unknown' }],
  ])('registration failure %s', (message, shown) => {
    expect(registerFailureNotice(message)).toMatchObject({ message: shown });
  });
});
