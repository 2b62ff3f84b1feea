import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoyaltyApi, type Mall } from '@wps/contract/loyalty';
import { setMeta } from '../db/meta.ts';
import { openDb } from '../db/open-db.ts';
import { hashPassword } from '../auth/password.ts';
import { merchantFromTemplate } from '../seed/demo-merchant.ts';
import { demoWalletJson } from '../seed/wallet.ts';
import { createSandbox } from '../server.ts';
import { memberClient } from '../test-support/money.ts';

/** A database as the sandbox wrote it before loyalty: a wallet column, no loyalty column. */
function oldDatabase(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'wps-old-db-')), 'sandbox.sqlite');
  const db = new Database(file);
  db.exec(`
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE merchants (code TEXT PRIMARY KEY, status TEXT NOT NULL,
      downloadSetting TEXT NOT NULL DEFAULT '{}', announcements TEXT NOT NULL DEFAULT '[]',
      banners TEXT NOT NULL DEFAULT '[]', promotions TEXT NOT NULL DEFAULT '[]',
      customerService TEXT NOT NULL DEFAULT '[]', domainList TEXT NOT NULL DEFAULT '[]',
      marquee TEXT NOT NULL DEFAULT '[]', news TEXT NOT NULL DEFAULT '[]',
      promotionCategories TEXT NOT NULL DEFAULT '[]', helpCenter TEXT NOT NULL DEFAULT '[]',
      wallet TEXT NOT NULL DEFAULT '{}');
    CREATE TABLE members (id INTEGER PRIMARY KEY, userName TEXT NOT NULL, merchant TEXT NOT NULL,
      passwordHash TEXT NOT NULL, type INTEGER NOT NULL DEFAULT 0, regDate INTEGER NOT NULL,
      data TEXT NOT NULL DEFAULT '{}', UNIQUE (merchant, userName));
  `);
  db.prepare('INSERT INTO merchants (code, status, wallet) VALUES (?, ?, ?)').run(
    'demo',
    JSON.stringify(merchantFromTemplate('demo').status),
    JSON.stringify(demoWalletJson()),
  );
  db.prepare(
    'INSERT INTO members (id, userName, merchant, passwordHash, regDate, data) VALUES (?, ?, ?, ?, 0, ?)',
  ).run(1001, 'demo01', 'demo', hashPassword('demo123'), '{"loginCount":4}');
  setMeta(db, 'seeded', 'before loyalty');
  db.close();
  return file;
}

describe('opening a database from before loyalty', () => {
  it('adds the loyalty column with the demo settings, and the tables', () => {
    const db = openDb(oldDatabase());
    try {
      const row = db.prepare("SELECT loyalty FROM merchants WHERE code = 'demo'").get() as {
        loyalty: string;
      };
      expect(JSON.parse(row.loyalty)).toMatchObject({
        missions: [{ id: 'first-deposit' }, {}, {}, {}],
        items: [{ id: 'bonus-50' }, {}, {}, {}],
      });
      for (const table of ['points_ledger', 'rewards', 'mission_claims', 'redemptions']) {
        expect(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get(), table).toEqual({ n: 0 });
      }
    } finally {
      db.close();
    }
  });

  it('serves the mall and the missions to its members, who start with no points', async () => {
    const app = await createSandbox({ dbFile: oldDatabase(), appDir: '/nonexistent-app-dir' });
    try {
      const demo = await memberClient(app);
      expect(await demo.value(demo.get<Mall>(LoyaltyApi.mall))).toMatchObject({
        pointsBalance: 0,
        items: [{ id: 'bonus-50', stock: 100 }, {}, {}, {}],
      });
      const board = await demo.value(
        demo.get<{ missions: { id: string; progress: number }[] }>(LoyaltyApi.missions),
      );
      expect(board.missions.find((m) => m.id === 'login-3')).toMatchObject({ progress: 3 });
    } finally {
      await app.close();
    }
  });
});
