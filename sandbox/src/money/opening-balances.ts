/**
 * Members whose data still carries a `balance` (major units: a database from before the
 * ledger, or the seed) get it booked as an opening ADJUSTMENT in their merchant's minor units,
 * and the field leaves the data: from then on the ledger is the only balance there is.
 */
import { currencyCode, minorDigits, toMinor } from '@wps/contract/money';
import type { Db } from '../db/db.ts';
import { parseObject } from '../db/json-columns.ts';
import { adjustBalanceTo } from './ledger.ts';

type Row = { id: number; merchant: string; balance: unknown; status: string | null };

export function migrateBalances(db: Db): void {
  const rows = db
    .prepare(
      `SELECT m.id, m.merchant, json_extract(m.data, '$.balance') AS balance, s.status
       FROM members m LEFT JOIN merchants s ON s.code = m.merchant
       WHERE json_extract(m.data, '$.balance') IS NOT NULL`,
    )
    .all() as Row[];
  for (const row of rows) {
    db.transaction(() => {
      if (typeof row.balance === 'number' && row.balance > 0) {
        const currency = parseObject(row.status ?? '{}').currency;
        const digits = minorDigits(currencyCode(typeof currency === 'string' ? currency : ''));
        adjustBalanceTo(db, row.id, toMinor(row.balance, digits), 'opening balance');
      }
      db.prepare("UPDATE members SET data = json_remove(data, '$.balance') WHERE id = ?").run(
        row.id,
      );
    })();
  }
}
