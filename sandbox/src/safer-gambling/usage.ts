/**
 * What the limits count, read from the money ledger and the deposit orders. The sums themselves
 * are the shared rules (`depositedMinor`, `netLossMinor`): a paid deposit is its DEPOSIT entry,
 * booked when paid; an order still PENDING (and not lapsed) counts as deposited from its
 * creation, so that several unpaid orders can never pass a limit together, and stops counting
 * once it fails or lapses.
 */
import type { LedgerEntry } from '@wps/contract/safer-gambling-rules';
import type { Db } from '../db.ts';
import { ORDER_TTL_MS } from '../money/deposits.ts';

/** The member's entries that any limit counts, from `since` (the earliest period start) on. */
export function limitEntries(db: Db, memberId: number, since: number, now: number): LedgerEntry[] {
  const ledger = db
    .prepare(
      `SELECT type, amountMinor, createdAt FROM ledger
       WHERE memberId = ? AND createdAt >= ? AND type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_RETURNED')`,
    )
    .all(memberId, since) as LedgerEntry[];
  const pending = db
    .prepare(
      `SELECT 'DEPOSIT' AS type, amountMinor, createdAt FROM deposit_orders
       WHERE memberId = ? AND status = 'PENDING' AND createdAt >= ? AND createdAt > ?`,
    )
    .all(memberId, since, now - ORDER_TTL_MS) as LedgerEntry[];
  return [...ledger, ...pending];
}

/**
 * Minutes of play today: since the current session's login, or since the day began when the
 * login was before it. Logins are stamped by the sandbox clock.
 */
export function sessionMinutes(
  db: Db,
  token: string | undefined,
  dayStart: number,
  now: number,
): number {
  if (token === undefined) return 0;
  const row = db.prepare('SELECT created FROM sessions WHERE token = ?').get(token) as
    { created: number } | undefined;
  if (!row) return 0;
  return Math.max(0, Math.floor((now - Math.max(row.created, dayStart)) / 60_000));
}
