/**
 * Withdrawals. A request books a WITHDRAW entry at once: the money leaves the balance (so it
 * cannot be played or withdrawn twice) and shows as pending. Approval books nothing more (the
 * money has left for good); rejection books it back as WITHDRAW_RETURNED. The daily count is
 * per UTC day and counts the requests not rejected.
 */
import { MoneyErrorCode, type Withdrawal, type WithdrawSettings } from '@wps/contract/money';
import { WalletErrorCode, type AccountHeld } from '@wps/contract/wallet';
import { sandboxNow } from '../clock/clock.ts';
import type { Db } from '../db/db.ts';
import { maskAccount } from '@wps/contract/br-documents';
import { findAccount } from './accounts.ts';
import { checkAmount } from './amount.ts';
import { newId } from './ids.ts';
import { balanceOf, book, moneyTransaction } from './ledger.ts';
import { MoneyRefusal } from './refusal.ts';
import type { WalletSettings } from './settings.ts';

type WithdrawalRow = {
  id: string;
  memberId: number;
  accountId: string;
  amountMinor: number;
  status: Withdrawal['status'];
  createdAt: number;
  decidedAt: number | null;
  reason: string | null;
  number: string | null;
  userName: string;
};

/** Withdrawals with the account's number (masked on the way out) and the member's name. */
const SELECT = `SELECT w.*, a.number, m.userName FROM withdrawals w
  LEFT JOIN withdraw_accounts a ON a.id = w.accountId
  JOIN members m ON m.id = w.memberId`;

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    accountId: row.accountId,
    accountMasked: row.number === null ? '' : maskAccount(row.number),
    amountMinor: row.amountMinor,
    status: row.status,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    reason: row.reason,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const HISTORY_DAYS = 90;

function dailyCountUsed(db: Db, memberId: number, now: number): number {
  const dayStart = now - (now % DAY_MS);
  const row = db
    .prepare(
      "SELECT COUNT(*) AS n FROM withdrawals WHERE memberId = ? AND createdAt >= ? AND status != 'REJECTED'",
    )
    .get(memberId, dayStart) as { n: number };
  return row.n;
}

function pendingMinor(db: Db, memberId: number): number {
  const row = db
    .prepare(
      "SELECT COALESCE(SUM(amountMinor), 0) AS total FROM withdrawals WHERE memberId = ? AND status = 'PENDING'",
    )
    .get(memberId) as { total: number };
  return row.total;
}

/** availableMinor is the ledger balance: pending withdrawals have left it already. */
export function withdrawSettings(
  db: Db,
  memberId: number,
  settings: WalletSettings,
  now = sandboxNow(db),
): WithdrawSettings {
  return {
    availableMinor: balanceOf(db, memberId),
    pendingMinor: pendingMinor(db, memberId),
    minMinor: settings.withdraw.minMinor,
    maxMinor: settings.withdraw.maxMinor,
    dailyCountLimit: settings.withdraw.dailyCountLimit,
    dailyCountUsed: dailyCountUsed(db, memberId, now),
  };
}

export type WithdrawInput = { accountId: string; amountMinor: number };

/** Runs inside the caller's transaction (the idempotency record's). */
export function requestWithdrawal(
  db: Db,
  memberId: number,
  settings: WalletSettings,
  input: WithdrawInput,
): Withdrawal {
  const account = findAccount(db, memberId, input.accountId);
  if (!account) throw new MoneyRefusal(MoneyErrorCode.accountUnknown, 'Unknown account');
  const { minMinor, maxMinor, dailyCountLimit } = settings.withdraw;
  checkAmount(input.amountMinor, minMinor, maxMinor);
  // The sandbox clock: loss limits count withdrawals in the moved clock's periods.
  const now = sandboxNow(db);
  // A stolen session that added its own account cannot cash out to it at once (contract
  // "Step-up"): the player is told until when, and nothing is booked.
  const heldUntil = account.addedAt + settings.withdraw.newAccountHoldMs;
  if (now < heldUntil) {
    const held: AccountHeld = { heldUntil };
    throw new MoneyRefusal(
      WalletErrorCode.accountHeld,
      'A new account takes withdrawals 24 hours after it was added',
      held,
    );
  }
  if (dailyCountUsed(db, memberId, now) >= dailyCountLimit) {
    throw new MoneyRefusal(
      MoneyErrorCode.dailyCountReached,
      'No more withdrawals today: the daily count is reached',
    );
  }
  const id = newId('W');
  // Refuses (balance.insufficient) before anything is written when the balance is short.
  book(db, { memberId, type: 'WITHDRAW', amountMinor: -input.amountMinor, reference: id, at: now });
  db.prepare(
    `INSERT INTO withdrawals (id, memberId, accountId, amountMinor, status, createdAt)
     VALUES (?, ?, ?, ?, 'PENDING', ?)`,
  ).run(id, memberId, account.id, input.amountMinor, now);
  return {
    id,
    accountId: account.id,
    accountMasked: account.masked,
    amountMinor: input.amountMinor,
    status: 'PENDING',
    createdAt: now,
    decidedAt: null,
    reason: null,
  };
}

/** The member's withdrawals of the last 90 days, newest first. */
export function memberWithdrawals(db: Db, memberId: number, now = sandboxNow(db)): Withdrawal[] {
  const rows = db
    .prepare(
      `${SELECT} WHERE w.memberId = ? AND w.createdAt >= ? ORDER BY w.createdAt DESC, w.rowid DESC`,
    )
    .all(memberId, now - HISTORY_DAYS * DAY_MS) as WithdrawalRow[];
  return rows.map(toWithdrawal);
}

/** Every member's withdrawals, newest first, with the member's name (control API). */
export function allWithdrawals(db: Db): (Withdrawal & { userName: string })[] {
  const rows = db
    .prepare(`${SELECT} ORDER BY w.createdAt DESC, w.rowid DESC`)
    .all() as WithdrawalRow[];
  return rows.map((row) => ({ ...toWithdrawal(row), userName: row.userName }));
}

export const WITHDRAWAL_NOT_FOUND = 'withdrawal.not.found';
export const WITHDRAWAL_DECIDED = 'withdrawal.not.pending';

function pendingWithdrawal(db: Db, id: string): WithdrawalRow {
  const row = db.prepare(`${SELECT} WHERE w.id = ?`).get(id) as WithdrawalRow | undefined;
  if (!row) throw new MoneyRefusal(WITHDRAWAL_NOT_FOUND, 'No such withdrawal');
  if (row.status !== 'PENDING') {
    throw new MoneyRefusal(WITHDRAWAL_DECIDED, `This withdrawal is ${row.status.toLowerCase()}`);
  }
  return row;
}

export function approveWithdrawal(db: Db, id: string): Withdrawal {
  return moneyTransaction(db, () => {
    const row = pendingWithdrawal(db, id);
    const decidedAt = sandboxNow(db);
    db.prepare("UPDATE withdrawals SET status = 'APPROVED', decidedAt = ? WHERE id = ?").run(
      decidedAt,
      id,
    );
    return toWithdrawal({ ...row, status: 'APPROVED', decidedAt });
  });
}

/** The money comes back to the balance as WITHDRAW_RETURNED. */
export function rejectWithdrawal(db: Db, id: string, reason: string | null): Withdrawal {
  return moneyTransaction(db, () => {
    const row = pendingWithdrawal(db, id);
    const decidedAt = sandboxNow(db);
    book(db, {
      memberId: row.memberId,
      type: 'WITHDRAW_RETURNED',
      amountMinor: row.amountMinor,
      reference: id,
      at: decidedAt,
    });
    db.prepare(
      "UPDATE withdrawals SET status = 'REJECTED', decidedAt = ?, reason = ? WHERE id = ?",
    ).run(decidedAt, reason, id);
    return toWithdrawal({ ...row, status: 'REJECTED', decidedAt, reason });
  });
}

export function approvedWithdrawalCount(db: Db, memberId: number): number {
  const row = db
    .prepare("SELECT COUNT(*) AS n FROM withdrawals WHERE memberId = ? AND status = 'APPROVED'")
    .get(memberId) as { n: number };
  return row.n;
}
