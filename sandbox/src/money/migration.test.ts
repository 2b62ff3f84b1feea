import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MoneyRelay } from '@wps/contract/money';
import { setMeta } from '../db/meta.ts';
import { openDb } from '../db/open-db.ts';
import { merchantFromTemplate } from '../seed/demo-merchant.ts';
import { createSandbox } from '../server.ts';
import { memberClient } from '../test-support/money.ts';
import { hashPassword } from '../auth/password.ts';

/** A database as the sandbox wrote it before the ledger: no wallet column, data.balance. */
function oldDatabase(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'wps-old-db-')), 'sandbox.sqlite');
  const db = new Database(file);
  db.exec(`
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE merchants (code TEXT PRIMARY KEY, status TEXT NOT NULL,
      downloadSetting TEXT NOT NULL DEFAULT '{}', announcements TEXT NOT NULL DEFAULT '[]',
      banners TEXT NOT NULL DEFAULT '[]', promotions TEXT NOT NULL DEFAULT '[]',
      customerService TEXT NOT NULL DEFAULT '[]', domainList TEXT NOT NULL DEFAULT '[]');
    CREATE TABLE members (id INTEGER PRIMARY KEY, userName TEXT NOT NULL, merchant TEXT NOT NULL,
      passwordHash TEXT NOT NULL, type INTEGER NOT NULL DEFAULT 0, regDate INTEGER NOT NULL,
      data TEXT NOT NULL DEFAULT '{}', UNIQUE (merchant, userName));
  `);
  const insertMerchant = db.prepare('INSERT INTO merchants (code, status) VALUES (?, ?)');
  insertMerchant.run('demo', JSON.stringify(merchantFromTemplate('demo').status));
  const vnd = { ...merchantFromTemplate('vn').status, currency: 'VND' };
  insertMerchant.run('vn', JSON.stringify(vnd));
  const insertMember = db.prepare(
    'INSERT INTO members (id, userName, merchant, passwordHash, regDate, data) VALUES (?, ?, ?, ?, 0, ?)',
  );
  insertMember.run(1001, 'demo01', 'demo', hashPassword('demo123'), '{"balance":1250.5}');
  insertMember.run(2001, 'vn01', 'vn', hashPassword('vn0123'), '{"balance":150000}');
  insertMember.run(2002, 'poor01', 'vn', hashPassword('poor01'), '{"language":"VI"}');
  db.close();
  return file;
}

describe('opening a database from before the ledger', () => {
  it('books each data.balance as an opening ADJUSTMENT and gives merchants wallet settings', () => {
    const file = oldDatabase();
    const db = openDb(file);
    try {
      const entries = db
        .prepare(
          'SELECT memberId, type, amountMinor, balanceAfterMinor FROM ledger ORDER BY memberId',
        )
        .all();
      expect(entries).toEqual([
        { memberId: 1001, type: 'ADJUSTMENT', amountMinor: 125050, balanceAfterMinor: 125050 },
        // VND has no minor digits.
        { memberId: 2001, type: 'ADJUSTMENT', amountMinor: 150000, balanceAfterMinor: 150000 },
      ]);
      const data = db.prepare('SELECT data FROM members WHERE id = 1001').get() as { data: string };
      expect(JSON.parse(data.data)).not.toHaveProperty('balance');
      const wallet = db.prepare("SELECT wallet FROM merchants WHERE code = 'vn'").get() as {
        wallet: string;
      };
      expect(JSON.parse(wallet.wallet)).toMatchObject({ allowDeposit: true });
    } finally {
      db.close();
    }
    // Opened again: nothing is booked twice.
    const again = openDb(file);
    expect(again.prepare('SELECT COUNT(*) AS n FROM ledger').get()).toEqual({ n: 2 });
    again.close();
  });

  it('serves the migrated balance and the money calls', async () => {
    const dbFile = oldDatabase();
    // Seeded already: the sandbox must keep these members, not reseed.
    const db = openDb(dbFile);
    setMeta(db, 'seeded', 'before the ledger');
    db.close();
    const app = await createSandbox({ dbFile, appDir: '/nonexistent-app-dir' });
    try {
      const demo = await memberClient(app);
      expect(await demo.balance()).toBe(1250.5);
      expect(await demo.value(demo.get(`/wps/relay/${MoneyRelay.depositSettings}`))).toMatchObject({
        allowDeposit: true,
        totalDepositSuccessCount: 0,
      });
    } finally {
      await app.close();
    }
  });
});
