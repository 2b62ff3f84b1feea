/**
 * The ledger: one signed entry per money move, in integer minor units. A member's balance is
 * the sum of their entries; every entry records the balance after it. Callers book inside
 * `moneyTransaction`, so the check that the balance stays at or above zero and the write that
 * depends on it can never be split by another writer.
 */
import type { Transaction } from '@wps/contract/money';
import type { Db } from '../db/db.ts';
import { MoneyErrorCode } from '@wps/contract/money';
import { sandboxNow } from '../clock/clock.ts';
import { MoneyRefusal } from './refusal.ts';

export type EntryType = Transaction['type'];

export type Entry = {
  memberId: number;
  type: EntryType;
  /** Signed: money in positive, money out negative. */
  amountMinor: number;
  reference: string;
  at: number;
};

/**
 * Runs `work` in one SQLite transaction that takes the write lock at BEGIN (IMMEDIATE): a
 * second sandbox on the same file waits instead of reading a balance about to change. A
 * throw (a MoneyRefusal) rolls back everything `work` wrote.
 */
export function moneyTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}

export function balanceOf(db: Db, memberId: number): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(amountMinor), 0) AS total FROM ledger WHERE memberId = ?')
    .get(memberId) as { total: number };
  return row.total;
}

/** Books one entry; refuses (balance.insufficient) one that would take the balance below 0. */
export function book(db: Db, entry: Entry): Transaction {
  if (!db.inTransaction) throw new Error('book() outside moneyTransaction()');
  if (!Number.isSafeInteger(entry.amountMinor)) throw new Error('amounts are integers');
  const balanceAfterMinor = balanceOf(db, entry.memberId) + entry.amountMinor;
  if (balanceAfterMinor < 0) {
    throw new MoneyRefusal(MoneyErrorCode.insufficientBalance, 'The balance is not enough');
  }
  const result = db
    .prepare(
      `INSERT INTO ledger (memberId, type, amountMinor, balanceAfterMinor, reference, createdAt)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      entry.memberId,
      entry.type,
      entry.amountMinor,
      balanceAfterMinor,
      entry.reference,
      entry.at,
    );
  return {
    id: String(result.lastInsertRowid),
    type: entry.type,
    amountMinor: entry.amountMinor,
    balanceAfterMinor,
    createdAt: entry.at,
    reference: entry.reference,
  };
}

/** Books the ADJUSTMENT that brings the balance to `targetMinor` (nothing when it is there). */
export function adjustBalanceTo(db: Db, memberId: number, targetMinor: number, reference: string) {
  return moneyTransaction(db, () => {
    const delta = targetMinor - balanceOf(db, memberId);
    if (delta === 0) return undefined;
    return book(db, {
      memberId,
      type: 'ADJUSTMENT',
      amountMinor: delta,
      reference,
      // The sandbox clock, as the logins: a session's net position counts from its login.
      at: sandboxNow(db),
    });
  });
}
