/**
 * Safer-gambling tables (contract/src/safer-gambling.ts): a member's limits with the
 * change waiting for its cooling-off, their reality-check interval, and their breaks. The
 * merchant's settings are the `saferGambling` document on the merchants row. The CHECKs repeat,
 * as a last guard, what the code checks first.
 */
import { SAFER_GAMBLING_OFF } from '@wps/contract/safer-gambling-presets';
import type { Db } from '../db/db.ts';

export const SAFER_GAMBLING_SCHEMA = `
CREATE TABLE IF NOT EXISTS rg_limits (
  memberId INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'SESSION_TIME')),
  period TEXT NOT NULL CHECK (period IN ('DAILY', 'WEEKLY', 'MONTHLY')),
  value INTEGER CHECK (value >= 0),
  -- pendingAt NULL: nothing pending; pendingAt set with pendingValue NULL: a removal.
  pendingValue INTEGER CHECK (pendingValue >= 0),
  pendingAt INTEGER,
  PRIMARY KEY (memberId, kind, period)
);
CREATE TABLE IF NOT EXISTS rg_preferences (
  memberId INTEGER PRIMARY KEY,
  realityCheckMinutes INTEGER CHECK (realityCheckMinutes > 0)
);
CREATE TABLE IF NOT EXISTS rg_breaks (
  id INTEGER PRIMARY KEY,
  memberId INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('TIME_OUT', 'SELF_EXCLUSION')),
  startedAt INTEGER NOT NULL,
  -- NULL: an indefinite self-exclusion.
  endsAt INTEGER CHECK (endsAt > startedAt)
);
CREATE INDEX IF NOT EXISTS rg_breaks_member ON rg_breaks (memberId);
`;

/** Tables a reset empties: a fresh sandbox has no limits, intervals or breaks. */
export const SAFER_GAMBLING_TABLES = ['rg_limits', 'rg_preferences', 'rg_breaks'];

/** The settings of a merchant from before safer gambling, and of every new one: every tool off. */
export function saferGamblingOffJson(): string {
  return JSON.stringify(SAFER_GAMBLING_OFF);
}

/** Databases made before safer gambling get the column, every tool off (the product as it was). */
export function migrateSaferGambling(db: Db, merchantColumns: { name: string }[]): void {
  if (merchantColumns.some((column) => column.name === 'saferGambling')) return;
  db.exec("ALTER TABLE merchants ADD COLUMN saferGambling TEXT NOT NULL DEFAULT '{}'");
  db.prepare('UPDATE merchants SET saferGambling = ?').run(saferGamblingOffJson());
}
