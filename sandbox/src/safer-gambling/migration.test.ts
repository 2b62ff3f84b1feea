import { describe, expect, it } from 'vitest';
import { SAFER_GAMBLING_OFF } from '@wps/contract/safer-gambling-presets';
import { CLOCK_TABLES } from '../clock/clock.ts';
import { openDb } from '../db/open-db.ts';
import { seedIfEmpty } from '../seed/reset.ts';
import { freshDbFile } from '../test-support/sandbox.ts';
import { SAFER_GAMBLING_TABLES } from './schema.ts';

const TABLES = [...SAFER_GAMBLING_TABLES, ...CLOCK_TABLES];

describe('opening a database from before safer gambling', () => {
  it('adds the settings column with every tool off, and the tables', async () => {
    // A seeded database stripped back to what the sandbox wrote before safer gambling.
    const file = await freshDbFile();
    const old = openDb(file);
    seedIfEmpty(old);
    old.exec('ALTER TABLE merchants DROP COLUMN saferGambling');
    for (const table of TABLES) old.exec(`DROP TABLE ${table}`);
    old.close();

    const db = openDb(file);
    try {
      const row = db.prepare("SELECT saferGambling FROM merchants WHERE code = 'demo'").get() as {
        saferGambling: string;
      };
      expect(JSON.parse(row.saferGambling)).toEqual(SAFER_GAMBLING_OFF);
      for (const table of TABLES) {
        expect(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get(), table).toEqual({ n: 0 });
      }
    } finally {
      db.close();
    }
  });
});
