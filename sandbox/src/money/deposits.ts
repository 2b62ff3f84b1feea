/**
 * Deposit orders: created PENDING by the member, then paid (the ledger gets a DEPOSIT entry)
 * or failed by the stand-in payment page, or expired after ORDER_TTL_MS. Paying twice credits
 * once.
 */
import { MoneyErrorCode, toMinor, type DepositOrder } from '@wps/contract/money';
import { sandboxNow } from '../clock/clock.ts';
import type { Db } from '../db/db.ts';
import { checkAmount } from './amount.ts';
import { newId } from './ids.ts';
import { book, moneyTransaction } from './ledger.ts';
import { MoneyRefusal } from './refusal.ts';
import type { WalletSettings } from './settings.ts';

/** A provider's order lapses if nobody pays it within 30 minutes. */
export const ORDER_TTL_MS = 30 * 60 * 1000;

/** Sandbox code: paying or failing an order that is FAILED or EXPIRED already. */
export const ORDER_CLOSED = 'deposit.order.closed';

export type OrderRow = {
  id: string;
  memberId: number;
  channelId: string;
  channelName: string;
  currency: string;
  amountMinor: number;
  status: DepositOrder['status'];
  payUrl: string;
  returnUrl: string;
  createdAt: number;
  paidAt: number | null;
};

export function toDepositOrder(row: OrderRow): DepositOrder {
  return {
    orderId: row.id,
    channelId: row.channelId,
    amountMinor: row.amountMinor,
    status: row.status,
    payUrl: row.payUrl,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
  };
}

export type NewDeposit = {
  memberId: number;
  settings: WalletSettings;
  digits: number;
  currency: string;
  channelId: string;
  amountMinor: number;
  /** The payment page for an order id, and where it leads back to. */
  payUrl: (orderId: string) => string;
  returnUrl: string;
};

/** Checks the merchant's rules and inserts a PENDING order (inside the caller's transaction). */
export function createDeposit(db: Db, input: NewDeposit): DepositOrder {
  const { settings, digits } = input;
  if (!settings.allowDeposit) {
    throw new MoneyRefusal(MoneyErrorCode.depositNotAllowed, 'Deposits are closed for now');
  }
  const channel = settings.channels.find((entry) => entry.id === input.channelId);
  if (!channel) throw new MoneyRefusal(MoneyErrorCode.channelUnknown, 'Unknown deposit channel');
  checkAmount(input.amountMinor, toMinor(channel.min, digits), toMinor(channel.max, digits));
  const id = newId('D');
  const row: OrderRow = {
    id,
    memberId: input.memberId,
    channelId: channel.id,
    channelName: channel.name,
    currency: input.currency,
    amountMinor: input.amountMinor,
    status: 'PENDING',
    payUrl: input.payUrl(id),
    returnUrl: input.returnUrl,
    // The sandbox clock: deposit limits count orders in the moved clock's periods.
    createdAt: sandboxNow(db),
    paidAt: null,
  };
  db.prepare(
    `INSERT INTO deposit_orders (id, memberId, channelId, channelName, currency, amountMinor,
       status, payUrl, returnUrl, createdAt, paidAt)
     VALUES (@id, @memberId, @channelId, @channelName, @currency, @amountMinor, @status, @payUrl,
       @returnUrl, @createdAt, @paidAt)`,
  ).run(row);
  return toDepositOrder(row);
}

/** The order, EXPIRED first if it lapsed while PENDING. */
export function findOrder(db: Db, orderId: string, now = sandboxNow(db)): OrderRow | undefined {
  const row = db.prepare('SELECT * FROM deposit_orders WHERE id = ?').get(orderId) as
    OrderRow | undefined;
  if (row?.status === 'PENDING' && now - row.createdAt > ORDER_TTL_MS) {
    db.prepare("UPDATE deposit_orders SET status = 'EXPIRED' WHERE id = ?").run(orderId);
    return { ...row, status: 'EXPIRED' };
  }
  return row;
}

function openOrder(db: Db, orderId: string): OrderRow {
  const row = findOrder(db, orderId);
  if (!row) throw new MoneyRefusal(MoneyErrorCode.orderNotFound, 'No such deposit order');
  return row;
}

/** PENDING -> PAID with a DEPOSIT entry; PAID stays PAID and credits nothing more. */
export function payOrder(db: Db, orderId: string): DepositOrder {
  return moneyTransaction(db, () => {
    const row = openOrder(db, orderId);
    if (row.status === 'PAID') return toDepositOrder(row);
    if (row.status !== 'PENDING') {
      throw new MoneyRefusal(ORDER_CLOSED, `This order is ${row.status.toLowerCase()}`);
    }
    const paidAt = sandboxNow(db);
    book(db, {
      memberId: row.memberId,
      type: 'DEPOSIT',
      amountMinor: row.amountMinor,
      reference: row.id,
      at: paidAt,
    });
    db.prepare("UPDATE deposit_orders SET status = 'PAID', paidAt = ? WHERE id = ?").run(
      paidAt,
      row.id,
    );
    return toDepositOrder({ ...row, status: 'PAID', paidAt });
  });
}

/** PENDING -> FAILED (the player gave up at the provider); FAILED stays FAILED. */
export function failOrder(db: Db, orderId: string): DepositOrder {
  return moneyTransaction(db, () => {
    const row = openOrder(db, orderId);
    if (row.status === 'FAILED') return toDepositOrder(row);
    if (row.status !== 'PENDING') {
      throw new MoneyRefusal(ORDER_CLOSED, `This order is ${row.status.toLowerCase()}`);
    }
    db.prepare("UPDATE deposit_orders SET status = 'FAILED' WHERE id = ?").run(row.id);
    return toDepositOrder({ ...row, status: 'FAILED' });
  });
}

export function paidDepositCount(db: Db, memberId: number): number {
  const row = db
    .prepare("SELECT COUNT(*) AS n FROM deposit_orders WHERE memberId = ? AND status = 'PAID'")
    .get(memberId) as { n: number };
  return row.n;
}
