/**
 * The tables every area shares: site status and content per merchant, members, sessions, SMS
 * codes, captcha challenges, the request log and injected faults. JSON documents live in TEXT
 * columns so the control API can merge into them without a migration for every new field.
 */
import type { Db } from './db.ts';

export const CORE_SCHEMA = `
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
`;

/** Emptied by a reset; `meta` is kept (the RSA key and the identity secret survive). */
export const CORE_TABLES = [
  'merchants',
  'members',
  'sessions',
  'sms',
  'captcha',
  'requests',
  'faults',
];

/** Columns added after a database may have been created; CREATE TABLE IF NOT EXISTS skips them. */
export function migrateCore(db: Db, merchantColumns: { name: string }[]): void {
  const columns = db.prepare('PRAGMA table_info(sms)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'usedAt')) {
    db.exec('ALTER TABLE sms ADD COLUMN usedAt INTEGER');
  }
  // The content lists that came after the first ones: marquee, news, promotion categories and
  // the help centre.
  for (const name of ['marquee', 'news', 'promotionCategories', 'helpCenter']) {
    if (!merchantColumns.some((column) => column.name === name)) {
      db.exec(`ALTER TABLE merchants ADD COLUMN ${name} TEXT NOT NULL DEFAULT '[]'`);
    }
  }
}
