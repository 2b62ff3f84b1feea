/**
 * The step-up refusals (contract "Step-up") in the player's words: a wrong password or code with
 * the tries left, the lock with the time it ends (Intl, the language's own clock), and a
 * missing proof. Shared by every flow that asks for it: payout accounts, the password change,
 * and later the passkeys.
 */
import * as v from 'valibot';
import { StepUpErrorCode, stepUpRefusalSchema, type StepUpRefusal } from '@wps/contract/step-up';
import { isApiError, type ApiError } from '../../lib/api/errors';
import { formatDate, formatNumber } from '../../lib/i18n/format';
import type { Translate } from '../../lib/i18n/i18n';
import type { Language } from '../../lib/i18n/languages';

const CODES: readonly string[] = Object.values(StepUpErrorCode);

/** A refusal the step-up dialog answers itself (the dialog stays open). */
export function isStepUpError(error: unknown): error is ApiError {
  return isApiError(error) && CODES.includes(error.errorCode ?? '');
}

/** The refusal's details, when the server sent readable ones. */
export function stepUpRefusal(error: unknown): StepUpRefusal | undefined {
  if (!isApiError(error)) return undefined;
  const parsed = v.safeParse(stepUpRefusalSchema, error.value);
  return parsed.success ? parsed.output : undefined;
}

/** "Too many tries, try again at 14:05", the time written as the language writes it. */
export function lockedMessage(t: Translate, language: Language | null, retryAt: number): string {
  return t('stepUp.error.locked', {
    time: formatDate(language, retryAt, { hour: 'numeric', minute: '2-digit' }),
  });
}

export function stepUpMessage(error: unknown, t: Translate, language: Language | null): string {
  const refusal = stepUpRefusal(error);
  const code = isApiError(error) ? error.errorCode : undefined;
  const byCode = refusal?.method === 'code';
  if (code === StepUpErrorCode.locked && refusal?.retryAt !== undefined) {
    return lockedMessage(t, language, refusal.retryAt);
  }
  if (code === StepUpErrorCode.wrong) {
    return t(byCode ? 'stepUp.error.wrongCode' : 'stepUp.error.wrongPassword', {
      count: formatNumber(language, refusal?.triesLeft ?? 0),
    });
  }
  return t(byCode ? 'stepUp.error.codeRequired' : 'login.passwordRequired');
}
