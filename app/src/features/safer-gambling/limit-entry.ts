/**
 * What the member types for a limit: an amount (the app's amount rules, 0 up to the contract's
 * largest limit) or, for session time, whole minutes within a day. Both hooks always run (hooks
 * may not be conditional); the editor reads the one of its kind.
 */
import { useState } from 'react';
import { LIMIT_MAX_MINOR, SESSION_MINUTES, type LimitKind } from '@wps/contract/safer-gambling';
import { useI18n } from '../../lib/i18n/i18n';
import { useAmountEntry } from '../../domains/money/amount-check';

export type LimitEntry = {
  text: string;
  setText: (text: string) => void;
  /** The limit asked for, or null while what was typed is not one. */
  value: number | null;
  problem: string | undefined;
  submit: () => void;
};

/** Whole minutes from 1 to a day; anything else is not a session-time limit. */
export function parseMinutes(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const minutes = Number(text.trim());
  return minutes >= SESSION_MINUTES.min && minutes <= SESSION_MINUTES.max ? minutes : null;
}

export function useLimitEntry(kind: LimitKind): LimitEntry {
  const { t } = useI18n();
  const amount = useAmountEntry({ minMinor: 0, maxMinor: LIMIT_MAX_MINOR });
  const [minutes, setMinutes] = useState('');
  const [submitted, setSubmitted] = useState(false);
  if (kind !== 'SESSION_TIME') {
    return {
      text: amount.amount,
      setText: amount.setAmount,
      value: amount.check.ok ? amount.check.minor : null,
      problem: amount.problem,
      submit: amount.submit,
    };
  }
  const value = parseMinutes(minutes);
  const problem =
    value === null && (submitted || minutes !== '')
      ? t('rg.limits.minutesRange', { min: SESSION_MINUTES.min, max: SESSION_MINUTES.max })
      : undefined;
  return { text: minutes, setText: setMinutes, value, problem, submit: () => setSubmitted(true) };
}
