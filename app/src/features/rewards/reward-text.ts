/** What a reward pays, as one phrase of a sentence: "₱50.00 and 100 points", or either alone. */
import type { Translate } from '../../lib/i18n/i18n';

export function rewardAmounts(
  cashMinor: number,
  points: number,
  t: Translate,
  moneyInText: (amountMinor: number) => string,
): string {
  const cash = cashMinor > 0 ? moneyInText(cashMinor) : '';
  const earned = points > 0 ? t('points.count', { count: points }) : '';
  return cash && earned ? t('rewards.cashAndPoints', { cash, points: earned }) : cash || earned;
}
