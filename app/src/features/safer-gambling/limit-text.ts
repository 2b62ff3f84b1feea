/** The words of a limit: its name, and its amounts in money or minutes. */
import { useCallback } from 'react';
import type { LimitKind, LimitPeriod } from '@wps/contract/safer-gambling';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { useMoney } from '../../domains/money/useMoney';

const NAMES: Record<LimitKind, Record<LimitPeriod, MessageKey>> = {
  DEPOSIT: {
    DAILY: 'rg.limits.depositDaily',
    WEEKLY: 'rg.limits.depositWeekly',
    MONTHLY: 'rg.limits.depositMonthly',
  },
  LOSS: {
    DAILY: 'rg.limits.lossDaily',
    WEEKLY: 'rg.limits.lossWeekly',
    MONTHLY: 'rg.limits.lossMonthly',
  },
  // The server keeps session time per day only.
  SESSION_TIME: {
    DAILY: 'rg.limits.sessionDaily',
    WEEKLY: 'rg.limits.sessionDaily',
    MONTHLY: 'rg.limits.sessionDaily',
  },
};

export function limitName(kind: LimitKind, period: LimitPeriod): MessageKey {
  return NAMES[kind][period];
}

/** An amount of a limit's kind, for a place in a sentence: money, or minutes for session time. */
export function useLimitAmount(kind: LimitKind): (value: number) => string {
  const { t } = useI18n();
  const { moneyInText } = useMoney();
  return useCallback(
    (value: number) =>
      kind === 'SESSION_TIME' ? t('rg.limits.minutes', { count: value }) : moneyInText(value),
    [kind, t, moneyInText],
  );
}
