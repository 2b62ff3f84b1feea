/**
 * The sandbox's clock: the real time plus an offset the control API sets (PUT /sandbox/clock,
 * contract/src/safer-gambling.ts), so a browser test can step past a 24 h cooling-off or the end
 * of a time-out without waiting. Safer gambling reads it, and so do the stamps the limits count
 * (deposit orders and their payment, withdrawal requests and decisions, logins), so that what
 * happens after a move lands in the period the moved clock is in. The offset lives in the
 * database (every sandbox process on the file agrees) and a reset sets it back to 0.
 */
import type { Db } from '../db/db.ts';

export const CLOCK_SCHEMA = `
CREATE TABLE IF NOT EXISTS clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  offsetMs INTEGER NOT NULL CHECK (offsetMs >= 0)
);
`;

/** Emptied by a reset: no row is offset 0. */
export const CLOCK_TABLES = ['clock'];

export function clockOffset(db: Db): number {
  const row = db.prepare('SELECT offsetMs FROM clock WHERE id = 1').get() as
    { offsetMs: number } | undefined;
  return row?.offsetMs ?? 0;
}

/** Now, as far as the sandbox is concerned (epoch ms). */
export function sandboxNow(db: Db): number {
  return Date.now() + clockOffset(db);
}

export function setClockOffset(db: Db, offsetMs: number): void {
  db.prepare(
    'INSERT INTO clock (id, offsetMs) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET offsetMs = ?',
  ).run(offsetMs, offsetMs);
}
