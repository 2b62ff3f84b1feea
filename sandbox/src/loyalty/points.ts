/**
 * The points ledger: one signed entry per change, whole numbers. A member's points balance is
 * the sum of their entries and every entry records the balance after it, as the money ledger
 * does. Bookings run inside `moneyTransaction` (callers open it), so the check that the balance
 * stays at or above zero and the write that depends on it cannot be split by another writer.
 */
import type * as v from 'valibot';
import {
  LoyaltyErrorCode,
  type PointsEntry,
  type POINTS_ENTRY_TYPES,
  type pointsPageSchema,
} from '@wps/contract/loyalty';
import type { Db } from '../db/db.ts';
import { moneyTransaction } from '../money/ledger.ts';
import { MoneyRefusal } from '../money/refusal.ts';

export type PointsType = (typeof POINTS_ENTRY_TYPES)[number];
export type PointsBooking = {
  memberId: number;
  type: PointsType;
  /** Signed: earned positive, spent negative. */
  points: number;
  reference: string;
  at: number;
};

export function pointsBalance(db: Db, memberId: number): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(points), 0) AS total FROM points_ledger WHERE memberId = ?')
    .get(memberId) as { total: number };
  return row.total;
}

/** Books one entry; refuses (points.insufficient) one that would take the balance below 0. */
export function bookPoints(db: Db, entry: PointsBooking): PointsEntry {
  if (!db.inTransaction) throw new Error('bookPoints() outside moneyTransaction()');
  if (!Number.isSafeInteger(entry.points)) throw new Error('points are integers');
  const balanceAfter = pointsBalance(db, entry.memberId) + entry.points;
  if (balanceAfter < 0) {
    throw new MoneyRefusal(LoyaltyErrorCode.insufficientPoints, 'Not enough points');
  }
  const result = db
    .prepare(
      `INSERT INTO points_ledger (memberId, type, points, balanceAfter, reference, createdAt)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(entry.memberId, entry.type, entry.points, balanceAfter, entry.reference, entry.at);
  return {
    id: String(result.lastInsertRowid),
    type: entry.type,
    points: entry.points,
    balanceAfter,
    createdAt: entry.at,
    reference: entry.reference,
  };
}

/** Books the ADJUSTMENT that brings the balance to `target` (nothing when it is there). */
export function adjustPointsTo(db: Db, memberId: number, target: number, reference: string) {
  return moneyTransaction(db, () => {
    const delta = target - pointsBalance(db, memberId);
    if (delta === 0) return undefined;
    return bookPoints(db, {
      memberId,
      type: 'ADJUSTMENT',
      points: delta,
      reference,
      at: Date.now(),
    });
  });
}

export type PointsQuery = { days: number; page: number; size: number };
type PointsPage = v.InferOutput<typeof pointsPageSchema>;
type Row = Omit<PointsEntry, 'id'> & { id: number };

/** The member's entries of the last `days`, newest first, one page (as money/history.ts). */
export function pointsPage(
  db: Db,
  memberId: number,
  query: PointsQuery,
  now = Date.now(),
): PointsPage {
  const since = now - query.days * 24 * 60 * 60 * 1000;
  const { total } = db
    .prepare('SELECT COUNT(*) AS total FROM points_ledger WHERE memberId = ? AND createdAt >= ?')
    .get(memberId, since) as { total: number };
  const rows = db
    .prepare(
      `SELECT id, type, points, balanceAfter, createdAt, reference FROM points_ledger
       WHERE memberId = ? AND createdAt >= ? ORDER BY createdAt DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, since, query.size, (query.page - 1) * query.size) as Row[];
  return { items: rows.map((row) => ({ ...row, id: String(row.id) })), total };
}
