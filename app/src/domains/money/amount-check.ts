/**
 * An amount as the player types it, checked against the limits the server also enforces: the
 * parse first (digits, one decimal separator, the currency's decimals), then min, max and what
 * is available. The form shows the first problem and keeps what was typed.
 */
import { useState } from 'react';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { parseAmount } from './format';
import { useMoney } from './useMoney';

export type AmountLimits = { minMinor: number; maxMinor: number; availableMinor?: number };

export type AmountProblem =
  | { error: 'empty' | 'invalid' | 'decimals' }
  | { error: 'min' | 'max' | 'available'; limitMinor: number };

export type AmountCheck = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

export function checkAmount(input: string, digits: number, limits: AmountLimits): AmountCheck {
  const parsed = parseAmount(input, digits);
  if (!parsed.ok) return { ok: false, problem: { error: parsed.error } };
  const { minor } = parsed;
  if (minor < limits.minMinor)
    return { ok: false, problem: { error: 'min', limitMinor: limits.minMinor } };
  // What is available caps before the maximum: it is the tighter and more useful message.
  if (limits.availableMinor !== undefined && minor > limits.availableMinor)
    return { ok: false, problem: { error: 'available', limitMinor: limits.availableMinor } };
  if (minor > limits.maxMinor)
    return { ok: false, problem: { error: 'max', limitMinor: limits.maxMinor } };
  return { ok: true, minor };
}

export function amountProblemMessage(
  problem: AmountProblem,
  t: Translate,
  money: (minor: number) => string,
): string {
  switch (problem.error) {
    case 'empty':
      return t('money.error.empty');
    case 'invalid':
      return t('money.error.invalid');
    case 'decimals':
      return t('money.error.decimals');
    case 'min':
      return t('money.error.min', { amount: money(problem.limitMinor) });
    case 'max':
      return t('money.error.max', { amount: money(problem.limitMinor) });
    case 'available':
      return t('withdraw.error.available', { amount: money(problem.limitMinor) });
  }
}

/**
 * An amount field's state: what was typed (kept whatever happens), its check against `limits`,
 * and the message of its first problem once the player typed something or tried to submit.
 */
export function useAmountEntry(limits: AmountLimits) {
  const { t } = useI18n();
  const { currency, moneyInText } = useMoney();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const check = checkAmount(amount, currency.digits, limits);
  const problem =
    !check.ok && (submitted || amount !== '')
      ? amountProblemMessage(check.problem, t, moneyInText)
      : undefined;
  return {
    amount,
    setAmount,
    check,
    problem,
    /** Shows the problem of an empty field too (the player tried to submit). */
    submit: () => setSubmitted(true),
    clear: () => {
      setAmount('');
      setSubmitted(false);
    },
  };
}
