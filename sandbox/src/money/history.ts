/** The transaction history: the member's ledger entries, newest first, filtered and paged. */
import type * as v from 'valibot';
import type { Transaction, transactionPageSchema } from '@wps/contract/money';
import type { Db } from '../db/db.ts';
import type { EntryType } from './ledger.ts';

export type HistoryQuery = { type?: EntryType; days: number; page: number; size: number };

type Row = Omit<Transaction, 'id'> & { id: number };
type TransactionPage = v.InferOutput<typeof transactionPageSchema>;

export function transactionPage(
  db: Db,
  memberId: number,
  query: HistoryQuery,
  now = Date.now(),
): TransactionPage {
  const since = now - query.days * 24 * 60 * 60 * 1000;
  const where = `memberId = ? AND createdAt >= ?${query.type ? ' AND type = ?' : ''}`;
  const params: (string | number)[] = [memberId, since, ...(query.type ? [query.type] : [])];
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM ledger WHERE ${where}`)
    .get(...params) as { total: number };
  const rows = db
    .prepare(
      `SELECT id, type, amountMinor, balanceAfterMinor, createdAt, reference FROM ledger
       WHERE ${where} ORDER BY createdAt DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, query.size, (query.page - 1) * query.size) as Row[];
  return { items: rows.map((row) => ({ ...row, id: String(row.id) })), total };
}
