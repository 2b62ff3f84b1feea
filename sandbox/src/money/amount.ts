/** The amount checks deposits and withdrawals share, in the order a player reads them. */
import { MoneyErrorCode } from '@wps/contract/money';
import { MoneyRefusal } from './refusal.ts';

export function checkAmount(amountMinor: number, minMinor: number, maxMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new MoneyRefusal(
      MoneyErrorCode.amountInvalid,
      'The amount must be a positive whole number of minor units',
    );
  }
  if (amountMinor < minMinor) {
    throw new MoneyRefusal(MoneyErrorCode.amountBelowMin, 'The amount is below the minimum');
  }
  if (amountMinor > maxMinor) {
    throw new MoneyRefusal(MoneyErrorCode.amountAboveMax, 'The amount is above the maximum');
  }
}
