import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import type { Translate } from '../../lib/i18n/i18n';
import { isStepUpError, stepUpMessage } from './step-up';

const t: Translate = (key, vars) => (vars ? `${key} ${JSON.stringify(vars)}` : key);
const refusal = (errorCode: string, value: unknown) =>
  new ApiError({ kind: 'failure', path: '/wps/v2/wallets/bankCard', errorCode, value });

describe('stepUpMessage', () => {
  it('says a wrong password or code with the tries left', () => {
    const wrong = refusal('step.up.wrong', { method: 'password', triesLeft: 3 });
    expect(stepUpMessage(wrong, t, 'EN')).toBe('stepUp.error.wrongPassword {"count":"3"}');
    const code = refusal('step.up.wrong', { method: 'code', triesLeft: 1 });
    expect(stepUpMessage(code, t, 'EN')).toBe('stepUp.error.wrongCode {"count":"1"}');
  });

  it('says the lock with its end in the language’s clock', () => {
    const at = Date.UTC(2026, 0, 1, 14, 5);
    const locked = refusal('step.up.locked', { method: 'password', retryAt: at });
    const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(at);
    expect(stepUpMessage(locked, t, 'EN')).toBe(`stepUp.error.locked {"time":"${time}"}`);
  });

  it('asks for the proof the member gives when it was missing', () => {
    expect(stepUpMessage(refusal('step.up.required', { method: 'code' }), t, 'EN')).toBe(
      'stepUp.error.codeRequired',
    );
    expect(stepUpMessage(refusal('step.up.required', {}), t, 'EN')).toBe('login.passwordRequired');
  });

  it('tells its own refusals from the form’s', () => {
    expect(isStepUpError(refusal('step.up.locked', {}))).toBe(true);
    expect(isStepUpError(refusal('withdraw.account.duplicate', {}))).toBe(false);
    expect(isStepUpError(new Error('x'))).toBe(false);
  });
});
