/**
 * What the limits count, read from the money ledger and the deposit orders. The sums themselves
 * are the shared rules (`depositedMinor`, `netLossMinor`): a paid deposit is its DEPOSIT entry,
 * booked when paid; an order still PENDING (and not lapsed) counts as deposited from its
 * creation, so that several unpaid orders can never pass a limit together, and stops counting
 * once it fails or lapses.
 */
import type { LedgerEntry } from '@wps/contract/safer-gambling-rules';
import type { Db } from '../db/db.ts';
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

/** When the token's session began (its login, on the sandbox clock); undefined: no session. */
export function sessionStart(db: Db, token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  const row = db.prepare('SELECT created FROM sessions WHERE token = ?').get(token) as
    { created: number } | undefined;
  return row?.created;
}

/**
 * The member's net position since `since` (the login): every ledger entry but their own money in
 * and out, i.e. the balance now - the balance then - deposits + withdrawals (a returned
 * withdrawal is their own money too). Game results and bonus money count.
 */
export function sessionNetMinor(db: Db, memberId: number, since: number): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(amountMinor), 0) AS net FROM ledger
       WHERE memberId = ? AND createdAt >= ?
       AND type NOT IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_RETURNED')`,
    )
    .get(memberId, since) as { net: number };
  return row.net;
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
  const created = sessionStart(db, token);
  if (created === undefined) return 0;
  return Math.max(0, Math.floor((now - Math.max(created, dayStart)) / 60_000));
}
