/**
 * Time-outs and self-exclusions. A break can be lengthened (a self-exclusion during a time-out,
 * a longer time-out) but never shortened or lifted: one that would end no later than the break
 * in force is refused, as the member's earlier decision stands.
 */
import { SaferGamblingErrorCode, type ActiveBreak } from '@wps/contract/safer-gambling';
import type { Db } from '../db/db.ts';
import { MoneyRefusal } from '../money/refusal.ts';

type Row = {
  kind: ActiveBreak['kind'];
  startedAt: number;
  endsAt: number | null;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The break in force at `now` that ends last (an indefinite one first); undefined: none. */
export function activeBreak(db: Db, memberId: number, now: number): ActiveBreak | undefined {
  const row = db
    .prepare(
      `SELECT kind, startedAt, endsAt FROM rg_breaks
       WHERE memberId = ? AND startedAt <= ? AND (endsAt IS NULL OR endsAt > ?)
       ORDER BY endsAt IS NULL DESC, endsAt DESC LIMIT 1`,
    )
    .get(memberId, now, now) as Row | undefined;
  if (!row) return undefined;
  return {
    kind: row.kind,
    startedAt: iso(row.startedAt),
    endsAt: row.endsAt === null ? null : iso(row.endsAt),
  };
}

/** The refusal of a deposit, voucher or game launch during a break, naming its end. */
export function breakRefusal(current: ActiveBreak): MoneyRefusal {
  const until = current.endsAt === null ? 'until you ask us to end it' : `until ${current.endsAt}`;
  const what = current.kind === 'TIME_OUT' ? 'taking a break' : 'self-excluded';
  return new MoneyRefusal(
    SaferGamblingErrorCode.breakActive,
    `You are ${what} ${until}: you can still log in and withdraw`,
    current,
  );
}

/** Starts a break (inside the caller's transaction); refuses one that would shorten the current. */
export function startBreak(
  db: Db,
  memberId: number,
  kind: ActiveBreak['kind'],
  endsAt: number | null,
  now: number,
): void {
  const current = activeBreak(db, memberId, now);
  if (current && !endsLater(endsAt, current.endsAt)) throw breakRefusal(current);
  db.prepare('INSERT INTO rg_breaks (memberId, kind, startedAt, endsAt) VALUES (?, ?, ?, ?)').run(
    memberId,
    kind,
    now,
    endsAt,
  );
}

function endsLater(candidate: number | null, current: string | null): boolean {
  if (current === null) return false;
  return candidate === null || candidate > Date.parse(current);
}
