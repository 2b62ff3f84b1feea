/**
 * A member's safer-gambling state (GET /wps/v2/saferGambling): each limit with what its current
 * period has used, what may still be deposited, the reality-check interval and the break in
 * force. The deposit guard reads the same numbers, so what the member is shown is what the
 * server enforces.
 */
import {
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  type LimitPeriod,
  type LimitState,
  type MoneyLimitKind,
  type SaferGamblingSettings,
  type SaferGamblingState,
} from '@wps/contract/safer-gambling';
import {
  depositedMinor,
  limitAt,
  netLossMinor,
  periodWindow,
  remaining,
  type StoredLimit,
} from '@wps/contract/safer-gambling-rules';
import type { Db } from '../db/db.ts';
import { activeBreak } from './breaks.ts';
import { realityCheckMinutes, storedLimit } from './limits.ts';
import { limitEntries, sessionMinutes, sessionNetMinor, sessionStart } from './usage.ts';

const iso = (ms: number) => new Date(ms).toISOString();

function limitState(
  kind: LimitState['kind'],
  period: LimitPeriod,
  limit: StoredLimit,
  used: number,
  periodEnd: number,
): LimitState {
  const { pending } = limit;
  return {
    kind,
    period,
    value: limit.value,
    pending: pending && { value: pending.value, effectiveAt: iso(pending.effectiveAt) },
    used,
    periodEndsAt: iso(periodEnd),
  };
}

/** The deposit and loss limits, daily, weekly and monthly, as they stand at `now`. */
export function moneyLimits(db: Db, memberId: number, timeZone: string, now: number) {
  const windows = LIMIT_PERIODS.map((period) => ({
    period,
    ...periodWindow(period, now, timeZone),
  }));
  const since = Math.min(...windows.map((window) => window.start));
  const entries = limitEntries(db, memberId, since, now);
  return MONEY_LIMIT_KINDS.flatMap((kind) =>
    windows.map((window) => {
      const limit = limitAt(storedLimit(db, memberId, kind, window.period), now);
      const used =
        kind === 'DEPOSIT' ? depositedMinor(entries, window) : netLossMinor(entries, window);
      return limitState(kind, window.period, limit, used, window.end);
    }),
  );
}

export type Headroom = {
  kind: MoneyLimitKind;
  period: LimitPeriod;
  remainingMinor: number;
  resetsAt: string;
};

/**
 * What may be deposited now: the least that is left of any deposit or loss limit (a deposit
 * adds to the period's net loss as much as to its deposits), with the limit that binds. null:
 * no money limit is set.
 */
export function depositHeadroom(limits: LimitState[]): Headroom | null {
  let best: Headroom | null = null;
  for (const kind of MONEY_LIMIT_KINDS) {
    const ofKind = limits.filter((limit) => limit.kind === kind);
    const left = remaining(
      ofKind.map(({ period, value, used }) => ({ period, limit: value, used })),
    );
    if (left === null || (best !== null && best.remainingMinor <= left.remaining)) continue;
    const resetsAt = ofKind.find((limit) => limit.period === left.period)?.periodEndsAt ?? '';
    best = { kind, period: left.period, remainingMinor: left.remaining, resetsAt };
  }
  return best;
}

export function saferGamblingState(
  db: Db,
  memberId: number,
  token: string | undefined,
  settings: SaferGamblingSettings,
  now: number,
): SaferGamblingState {
  const limits = moneyLimits(db, memberId, settings.timeZone, now);
  const day = periodWindow('DAILY', now, settings.timeZone);
  const session = limitAt(storedLimit(db, memberId, 'SESSION_TIME', 'DAILY'), now);
  const used = sessionMinutes(db, token, day.start, now);
  limits.push(limitState('SESSION_TIME', 'DAILY', session, used, day.end));
  const interval = realityCheckMinutes(db, memberId);
  const startedAt = sessionStart(db, token) ?? now;
  return {
    now: iso(now),
    limits,
    depositRemainingMinor: depositHeadroom(limits)?.remainingMinor ?? null,
    // An interval the merchant no longer offers is no longer run.
    realityCheckMinutes:
      interval !== null && settings.realityCheck.intervalsMinutes.includes(interval)
        ? interval
        : null,
    activeBreak: activeBreak(db, memberId, now) ?? null,
    session: { startedAt: iso(startedAt), netMinor: sessionNetMinor(db, memberId, startedAt) },
  };
}
