/**
 * How the figures of a safer-gambling refusal are written (./refusal.ts): money in the site's
 * currency, times in the player's language. Apart from the refusal texts so that a page can hold
 * the formatters without the schemas, which it loads only when a refusal comes.
 */
import { useMemo } from 'react';
import { useMoney } from '../money/useMoney';
import { useRefusalTime } from './refusal-time';

export type RefusalFormat = { money: (minor: number) => string; time: (iso: string) => string };

/** The formatters of the player's language and the site's currency. */
export function useRefusalFormat(): RefusalFormat {
  const { moneyInText } = useMoney();
  const time = useRefusalTime();
  return useMemo(() => ({ money: moneyInText, time }), [moneyInText, time]);
}
