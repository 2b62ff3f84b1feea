/**
 * The ledger's tables and the migration of databases made before them. Amounts are
 * integer minor units; the CHECKs repeat, as a last guard, what the code checks first.
 */
import type { Db } from '../db/db.ts';
import { demoWalletJson } from '../seed/wallet.ts';
import { migrateBalances } from './opening-balances.ts';

export const MONEY_SCHEMA = `
CREATE TABLE IF NOT EXISTS ledger (
  id INTEGER PRIMARY KEY,
  memberId INTEGER NOT NULL,
  type TEXT NOT NULL,
  amountMinor INTEGER NOT NULL,
  balanceAfterMinor INTEGER NOT NULL CHECK (balanceAfterMinor >= 0),
  reference TEXT NOT NULL DEFAULT '',
  createdAt INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS ledger_member ON ledger (memberId, createdAt);
CREATE TABLE IF NOT EXISTS deposit_orders (
  id TEXT PRIMARY KEY,
  memberId INTEGER NOT NULL,
  channelId TEXT NOT NULL,
  channelName TEXT NOT NULL,
  currency TEXT NOT NULL,
  amountMinor INTEGER NOT NULL CHECK (amountMinor > 0),
  status TEXT NOT NULL,
  payUrl TEXT NOT NULL,
  returnUrl TEXT NOT NULL,
  createdAt INTEGER NOT NULL,
  paidAt INTEGER
);
CREATE TABLE IF NOT EXISTS withdraw_accounts (
  id TEXT PRIMARY KEY,
  memberId INTEGER NOT NULL,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  holderName TEXT NOT NULL,
  number TEXT NOT NULL,
  bankCode TEXT,
  pixKeyType TEXT,
  createdAt INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS withdraw_accounts_member ON withdraw_accounts (memberId);
CREATE TABLE IF NOT EXISTS withdrawals (
  id TEXT PRIMARY KEY,
  memberId INTEGER NOT NULL,
  accountId TEXT NOT NULL,
  amountMinor INTEGER NOT NULL CHECK (amountMinor > 0),
  status TEXT NOT NULL,
  createdAt INTEGER NOT NULL,
  decidedAt INTEGER,
  reason TEXT
);
CREATE TABLE IF NOT EXISTS voucher_claims (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  code TEXT NOT NULL,
  memberId INTEGER NOT NULL,
  amountMinor INTEGER NOT NULL,
  createdAt INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotency (
  memberId INTEGER NOT NULL,
  key TEXT NOT NULL,
  requestHash TEXT NOT NULL,
  response TEXT NOT NULL,
  createdAt INTEGER NOT NULL,
  PRIMARY KEY (memberId, key)
);
`;

/** Tables a reset empties (the seed books the opening balances again). */
export const MONEY_TABLES = [
  'ledger',
  'deposit_orders',
  'withdraw_accounts',
  'withdrawals',
  'voucher_claims',
  'idempotency',
];

/**
 * A database from before the ledger: its merchants get the demo wallet settings, and a
 * member's `balance` data field becomes an opening ADJUSTMENT (then leaves the data).
 */
export function migrateMoney(db: Db, merchantColumns: { name: string }[]): void {
  if (!merchantColumns.some((column) => column.name === 'wallet')) {
    db.exec("ALTER TABLE merchants ADD COLUMN wallet TEXT NOT NULL DEFAULT '{}'");
    db.prepare('UPDATE merchants SET wallet = ?').run(JSON.stringify(demoWalletJson()));
  }
  migrateBalances(db);
}
