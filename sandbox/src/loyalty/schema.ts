/**
 * Loyalty tables (contract/src/loyalty.ts, contract/README.md "Loyalty"): the points ledger,
 * granted rewards, claimed missions and mall redemptions. Points are whole numbers kept apart
 * from cash; cash a reward or an item pays goes through the money ledger. The CHECKs repeat,
 * as a last guard, what the code checks first.
 */
import type { Db } from '../db/db.ts';
import { demoLoyaltyJson } from '../seed/loyalty.ts';

export const LOYALTY_SCHEMA = `
CREATE TABLE IF NOT EXISTS points_ledger (
  id INTEGER PRIMARY KEY,
  memberId INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('MISSION', 'REWARD', 'REDEEM', 'ADJUSTMENT')),
  points INTEGER NOT NULL,
  balanceAfter INTEGER NOT NULL CHECK (balanceAfter >= 0),
  reference TEXT NOT NULL DEFAULT '',
  createdAt INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS points_ledger_member ON points_ledger (memberId, createdAt);
CREATE TABLE IF NOT EXISTS rewards (
  id TEXT PRIMARY KEY,
  memberId INTEGER NOT NULL,
  title TEXT NOT NULL,
  cashMinor INTEGER NOT NULL CHECK (cashMinor >= 0),
  points INTEGER NOT NULL CHECK (points >= 0),
  expiresAt INTEGER,
  claimedAt INTEGER,
  grantedAt INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rewards_member ON rewards (memberId);
CREATE TABLE IF NOT EXISTS mission_claims (
  id INTEGER PRIMARY KEY,
  memberId INTEGER NOT NULL,
  missionId TEXT NOT NULL,
  points INTEGER NOT NULL,
  createdAt INTEGER NOT NULL,
  UNIQUE (memberId, missionId)
);
CREATE TABLE IF NOT EXISTS redemptions (
  id TEXT PRIMARY KEY,
  memberId INTEGER NOT NULL,
  merchant TEXT NOT NULL,
  itemId TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  points INTEGER NOT NULL CHECK (points > 0),
  cashMinor INTEGER NOT NULL CHECK (cashMinor >= 0),
  createdAt INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS redemptions_item ON redemptions (merchant, itemId);
`;

/** Tables a reset empties (the seed books the opening points and rewards again). */
export const LOYALTY_TABLES = ['points_ledger', 'rewards', 'mission_claims', 'redemptions'];

/**
 * A database from before loyalty: its merchants get the demo missions and items, as
 * `migrateMoney` gives them the demo wallet. The tables themselves come with the schema.
 */
export function migrateLoyalty(db: Db, merchantColumns: { name: string }[]): void {
  if (merchantColumns.some((column) => column.name === 'loyalty')) return;
  db.exec("ALTER TABLE merchants ADD COLUMN loyalty TEXT NOT NULL DEFAULT '{}'");
  db.prepare('UPDATE merchants SET loyalty = ?').run(JSON.stringify(demoLoyaltyJson()));
}
