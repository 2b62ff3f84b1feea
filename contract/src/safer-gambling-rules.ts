/**
 * The arithmetic of safer gambling, shared by the app (what the member is shown) and
 * the sandbox (what it enforces), so both always agree. Pure functions of their arguments: the
 * caller brings the time (`now`, epoch ms) and the merchant's IANA zone. contract/README.md
 * "Safer gambling" explains each rule.
 */
import { addDays, addMonths, isoWeekday, localDateOf, startOfLocalDay } from './local-time.ts';
import {
  LIMIT_PERIODS,
  SELF_EXCLUSION_MONTHS,
  type LimitPeriod,
  type SelfExclusionPeriod,
} from './safer-gambling.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A raise or a removal takes effect this long after it was asked for; a decrease at once. */
export const COOLING_OFF_MS = 24 * HOUR_MS;

/** [start, end) of a limit period, epoch ms. */
export type PeriodWindow = { start: number; end: number };

/**
 * The period that contains `instant`, in the merchant's zone: DAILY the local calendar day,
 * WEEKLY from Monday 00:00 local, MONTHLY from the 1st 00:00 local, each to the next one. A day
 * with a clock change is 23 or 25 hours long; a week or month containing one is an hour short
 * or long.
 */
export function periodWindow(period: LimitPeriod, instant: number, timeZone: string): PeriodWindow {
  const today = localDateOf(instant, timeZone);
  const first =
    period === 'DAILY'
      ? today
      : period === 'WEEKLY'
        ? addDays(today, -isoWeekday(today))
        : { ...today, day: 1 };
  const next =
    period === 'DAILY'
      ? addDays(first, 1)
      : period === 'WEEKLY'
        ? addDays(first, 7)
        : addMonths(first, 1);
  return { start: startOfLocalDay(first, timeZone), end: startOfLocalDay(next, timeZone) };
}

/** A limit as stored: the value in force (null: none) and a change waiting for its cooling-off. */
export type StoredLimit = {
  value: number | null;
  /** `value` null: a removal. */
  pending: { value: number | null; effectiveAt: number } | null;
};

export const NO_LIMIT: StoredLimit = { value: null, pending: null };

/** The limit as it stands at `now`: a pending change whose time has come is in force. */
export function limitAt(limit: StoredLimit, now: number): StoredLimit {
  if (limit.pending === null || limit.pending.effectiveAt > now) return limit;
  return { value: limit.pending.value, pending: null };
}

/**
 * The member asks for `requested` (null: no limit). Anything that protects more (a first limit,
 * a lower one, the current one again, which cancels a pending raise) applies at once. A raise
 * or a removal waits COOLING_OFF_MS from this request; asking again for the change already
 * pending keeps its time (a retry must not push it back), asking for another one restarts it.
 */
export function changeLimit(
  limit: StoredLimit,
  requested: number | null,
  now: number,
): StoredLimit {
  const current = limitAt(limit, now);
  const protectsMore = requested !== null && (current.value === null || requested <= current.value);
  if (protectsMore) return { value: requested, pending: null };
  if (current.value === null) return NO_LIMIT; // removing a limit that is not there
  if (current.pending !== null && current.pending.value === requested) return current;
  return { value: current.value, pending: { value: requested, effectiveAt: now + COOLING_OFF_MS } };
}

/**
 * The lowest limit applies: a period's cap is the least of its own limit and those of the longer
 * periods (a daily 500 under a weekly 300 allows at most 300 a day). null: no cap.
 */
export function cappedLimit(
  values: Partial<Record<LimitPeriod, number | null>>,
  period: LimitPeriod,
): number | null {
  const longer = LIMIT_PERIODS.slice(LIMIT_PERIODS.indexOf(period));
  const caps = longer
    .map((entry) => values[entry] ?? null)
    .filter((value): value is number => value !== null);
  return caps.length === 0 ? null : Math.min(...caps);
}

/** One period of one kind: the limit in force and what the current period has used. */
export type PeriodUse = { period: LimitPeriod; limit: number | null; used: number };

/**
 * What may still be used now under every limit at once: the least of `limit - used` over the
 * limited periods, never below 0, with the period that binds. null when nothing is limited.
 */
export function remaining(uses: PeriodUse[]): { remaining: number; period: LimitPeriod } | null {
  let best: { remaining: number; period: LimitPeriod } | null = null;
  for (const use of uses) {
    if (use.limit === null) continue;
    const left = Math.max(0, use.limit - use.used);
    if (best === null || left < best.remaining) best = { remaining: left, period: use.period };
  }
  return best;
}

/** A money-ledger entry (contract/src/money.ts Transaction) as the limits read it. */
export type LedgerEntry = { type: string; amountMinor: number; createdAt: number };

const inWindow = (entry: LedgerEntry, window: PeriodWindow) =>
  entry.createdAt >= window.start && entry.createdAt < window.end;

/** Deposits in the window: the DEPOSIT entries (a paid order, or a pending one as reserved). */
export function depositedMinor(entries: LedgerEntry[], window: PeriodWindow): number {
  return entries
    .filter((entry) => entry.type === 'DEPOSIT' && inWindow(entry, window))
    .reduce((sum, entry) => sum + entry.amountMinor, 0);
}

/**
 * Net loss in the window: the member's own money in minus their own money out, at least 0, i.e.
 * DEPOSIT entries plus the (negative) WITHDRAW entries plus the WITHDRAW_RETURNED entries that
 * give a rejected withdrawal back. Stakes and wins are not in the ledger; vouchers, rewards,
 * redemptions and adjustments are the operator's money, not the member's, so they count neither
 * way. A withdrawal counts from its request (pending or approved), as the money left then.
 */
export function netLossMinor(entries: LedgerEntry[], window: PeriodWindow): number {
  const counted = ['DEPOSIT', 'WITHDRAW', 'WITHDRAW_RETURNED'];
  const net = entries
    .filter((entry) => counted.includes(entry.type) && inWindow(entry, window))
    .reduce((sum, entry) => sum + entry.amountMinor, 0);
  return Math.max(0, net);
}

/** A time-out lasts exactly the hours asked for. */
export function timeOutEnd(now: number, hours: number): number {
  return now + hours * HOUR_MS;
}

/**
 * A self-exclusion covers whole local days and lasts at least its months: it ends at the start
 * of the day after the same date that many months on (the month's last day when it is shorter).
 * null: indefinite.
 */
export function selfExclusionEnd(
  now: number,
  period: SelfExclusionPeriod,
  timeZone: string,
): number | null {
  const months = SELF_EXCLUSION_MONTHS[period];
  if (months === null) return null;
  const last = addMonths(localDateOf(now, timeZone), months);
  return startOfLocalDay(addDays(last, 1), timeZone);
}
