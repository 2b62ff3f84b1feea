/**
 * The sandbox's SQLite database: schema and opening. JSON documents live in TEXT columns so the
 * control API can merge into them without a migration for every new field.
 */
import Database from 'better-sqlite3';
import { BUILDS_SCHEMA } from './builds/manifests.ts';
import { CHAT_SCHEMA } from './chat/store.ts';
import { CLOCK_SCHEMA } from './clock.ts';
import { WORKER_BUILD_SCHEMA } from './builds/worker.ts';
import { FEEDBACK_SCHEMA } from './feedback/store.ts';
import { LOYALTY_SCHEMA, migrateLoyalty } from './loyalty/schema.ts';
import { MONEY_SCHEMA, migrateMoney } from './money/schema.ts';
import { PUSH_SCHEMA } from './push/store.ts';
import { migrateSaferGambling, SAFER_GAMBLING_SCHEMA } from './safer-gambling/schema.ts';

export type Db = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS merchants (
  code TEXT PRIMARY KEY,
  status TEXT NOT NULL,
  downloadSetting TEXT NOT NULL DEFAULT '{}',
  announcements TEXT NOT NULL DEFAULT '[]',
  banners TEXT NOT NULL DEFAULT '[]',
  promotions TEXT NOT NULL DEFAULT '[]',
  customerService TEXT NOT NULL DEFAULT '[]',
  domainList TEXT NOT NULL DEFAULT '[]',
  marquee TEXT NOT NULL DEFAULT '[]',
  news TEXT NOT NULL DEFAULT '[]',
  promotionCategories TEXT NOT NULL DEFAULT '[]',
  helpCenter TEXT NOT NULL DEFAULT '[]',
  wallet TEXT NOT NULL DEFAULT '{}',
  loyalty TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY,
  userName TEXT NOT NULL,
  merchant TEXT NOT NULL,
  passwordHash TEXT NOT NULL,
  type INTEGER NOT NULL DEFAULT 0,
  regDate INTEGER NOT NULL,
  data TEXT NOT NULL DEFAULT '{}',
  UNIQUE (merchant, userName)
);
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY,
  memberId INTEGER NOT NULL,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sms (
  id INTEGER PRIMARY KEY,
  mobileNum TEXT NOT NULL,
  code TEXT NOT NULL,
  at INTEGER NOT NULL,
  usedAt INTEGER
);
CREATE TABLE IF NOT EXISTS captcha (
  id TEXT PRIMARY KEY,
  version TEXT NOT NULL,
  target INTEGER NOT NULL,
  created INTEGER NOT NULL,
  output TEXT,
  token TEXT,
  passedAt INTEGER,
  usedAt INTEGER
);
CREATE TABLE IF NOT EXISTS requests (
  id INTEGER PRIMARY KEY,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  query TEXT NOT NULL,
  headers TEXT NOT NULL,
  body TEXT,
  at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS faults (
  id INTEGER PRIMARY KEY,
  spec TEXT NOT NULL,
  remaining INTEGER
);
${MONEY_SCHEMA}
${FEEDBACK_SCHEMA}
${LOYALTY_SCHEMA}
${CHAT_SCHEMA}
${CLOCK_SCHEMA}
${WORKER_BUILD_SCHEMA}
${SAFER_GAMBLING_SCHEMA}
${BUILDS_SCHEMA}
${PUSH_SCHEMA}`;

/** Opens (creating if needed) the database at `file`; ':memory:' gives a throw-away one. */
export function openDb(file: string): Db {
  const db = new Database(file);
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL never corrupts the file; a power cut may lose the last commits, which
    // a sandbox can afford. FULL waited for the disk on every commit: 0.40 ms an insert here
    // against 0.024, with every /wps request logged (request-log.ts).
    db.pragma('synchronous = NORMAL');
  }
  // Another connection (a second sandbox on the same file) holding the write lock: wait for it.
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  migrate(db);
  return db;
}

/** Columns added after a database may have been created; CREATE TABLE IF NOT EXISTS skips them. */
function migrate(db: Db): void {
  const columns = db.prepare('PRAGMA table_info(sms)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'usedAt')) {
    db.exec('ALTER TABLE sms ADD COLUMN usedAt INTEGER');
  }
  // Content lists added for issue 6 (marquee, news, promotion categories, help centre).
  const merchantColumns = db.prepare('PRAGMA table_info(merchants)').all() as { name: string }[];
  for (const name of ['marquee', 'news', 'promotionCategories', 'helpCenter']) {
    if (!merchantColumns.some((column) => column.name === name)) {
      db.exec(`ALTER TABLE merchants ADD COLUMN ${name} TEXT NOT NULL DEFAULT '[]'`);
    }
  }
  migrateMoney(db, merchantColumns);
  migrateLoyalty(db, merchantColumns);
  migrateSaferGambling(db, merchantColumns);
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = ?',
  ).run(key, value, value);
}
