/**
 * What the money and game routes ask before they act: no deposit, voucher or game launch during
 * a break, and no deposit over a deposit or loss limit. Limits and breaks the member set are
 * kept even if the merchant later turns the tool off (a promise to a player is not withdrawn
 * by a settings change); a member who never set one costs a single indexed query.
 */
import type { Failure } from '@wps/contract/envelope';
import { SaferGamblingErrorCode } from '@wps/contract/safer-gambling';
import { sandboxNow } from '../clock/clock.ts';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import { MoneyRefusal } from '../money/refusal.ts';
import { moneyDigits } from '../money/settings.ts';
import type { Merchant } from '../site/merchants.ts';
import { activeBreak, breakRefusal } from './breaks.ts';
import { saferGamblingSettings } from './settings.ts';
import { depositHeadroom, moneyLimits, type Headroom } from './state.ts';

/** Throws rg.break.active while the member is on a time-out or self-excluded. */
export function guardBreak(db: Db, memberId: number): void {
  const current = activeBreak(db, memberId, sandboxNow(db));
  if (current) throw breakRefusal(current);
}

/** The same refusal as a failure envelope, for a route that is not a money call (game launch). */
export function breakFailure(db: Db, memberId: number): Failure | undefined {
  const current = activeBreak(db, memberId, sandboxNow(db));
  if (!current) return undefined;
  const refusal = breakRefusal(current);
  return fail(refusal.code, refusal.message, refusal.value);
}

function hasMoneyLimits(db: Db, memberId: number): boolean {
  return (
    db
      .prepare("SELECT 1 FROM rg_limits WHERE memberId = ? AND kind IN ('DEPOSIT', 'LOSS')")
      .get(memberId) !== undefined
  );
}

function limitRefusal(headroom: Headroom, digits: number): MoneyRefusal {
  const left = (headroom.remainingMinor / 10 ** digits).toFixed(digits);
  const what = headroom.kind === 'DEPOSIT' ? 'deposit' : 'loss';
  return new MoneyRefusal(
    headroom.kind === 'DEPOSIT'
      ? SaferGamblingErrorCode.depositLimit
      : SaferGamblingErrorCode.lossLimit,
    `This deposit is over your ${headroom.period.toLowerCase()} ${what} limit: ` +
      `you can deposit ${left} more until ${headroom.resetsAt}`,
    headroom,
  );
}

/**
 * Before a deposit order is made: the break, then every deposit and loss limit. An amount that
 * is no positive whole number is left to the wallet's own checks (amount.invalid).
 */
export function guardDeposit(db: Db, memberId: number, merchant: Merchant, amountMinor: number) {
  guardBreak(db, memberId);
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return;
  if (!hasMoneyLimits(db, memberId)) return;
  const { timeZone } = saferGamblingSettings(merchant);
  const headroom = depositHeadroom(moneyLimits(db, memberId, timeZone, sandboxNow(db)));
  if (headroom && amountMinor > headroom.remainingMinor) {
    throw limitRefusal(headroom, moneyDigits(merchant));
  }
}
