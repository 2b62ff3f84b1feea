/**
 * The point market: items bought with points. An item's `stock` in the settings is its initial
 * stock; what is left is that minus the units the merchant's members redeemed, counted from the
 * redemptions themselves, so there is no counter to fall out of step. The stock check, the
 * points and the cash are written in the caller's one transaction (BEGIN IMMEDIATE): two
 * redemptions racing for the last unit cannot both see it.
 */
import {
  LoyaltyErrorCode,
  REDEEM_QUANTITY,
  type Mall,
  type MallItem,
  type Redemption,
} from '@wps/contract/loyalty';
import type { Db } from '../db/db.ts';
import { newId } from '../money/ids.ts';
import { book } from '../money/ledger.ts';
import { MoneyRefusal } from '../money/refusal.ts';
import { bookPoints, pointsBalance } from './points.ts';
import type { ItemSetting } from './settings.ts';

function redeemedUnits(db: Db, merchant: string, itemId: string): number {
  const row = db
    .prepare(
      'SELECT COALESCE(SUM(quantity), 0) AS n FROM redemptions WHERE merchant = ? AND itemId = ?',
    )
    .get(merchant, itemId) as { n: number };
  return row.n;
}

/** Units left; never below 0 when the operator lowers the stock under what was redeemed. */
export function remainingStock(db: Db, merchant: string, item: ItemSetting): number {
  return Math.max(0, item.stock - redeemedUnits(db, merchant, item.id));
}

const toMallItem = (item: ItemSetting, stock: number): MallItem => ({ ...item, stock });

export function mall(db: Db, member: { id: number; merchant: string }, items: ItemSetting[]): Mall {
  return {
    pointsBalance: pointsBalance(db, member.id),
    items: items.map((item) => toMallItem(item, remainingStock(db, member.merchant, item))),
  };
}

export const isRedeemQuantity = (quantity: number) =>
  Number.isInteger(quantity) && quantity >= REDEEM_QUANTITY.min && quantity <= REDEEM_QUANTITY.max;

export type RedeemInput = { itemId: string; quantity: number };

/** Runs inside the caller's transaction (the idempotency record's). */
export function redeem(
  db: Db,
  member: { id: number; merchant: string },
  items: ItemSetting[],
  input: RedeemInput,
): Redemption {
  if (!isRedeemQuantity(input.quantity)) {
    throw new MoneyRefusal(
      LoyaltyErrorCode.quantityInvalid,
      `Choose ${REDEEM_QUANTITY.min} to ${REDEEM_QUANTITY.max} units`,
    );
  }
  const item = items.find((entry) => entry.id === input.itemId);
  if (!item) throw new MoneyRefusal(LoyaltyErrorCode.itemNotFound, 'No such item');
  const left = remainingStock(db, member.merchant, item);
  if (left < input.quantity) {
    throw new MoneyRefusal(LoyaltyErrorCode.outOfStock, 'Not enough of this item is left');
  }
  const points = item.points * input.quantity;
  const cashMinor = item.cashMinor * input.quantity;
  const at = Date.now();
  const reference = item.name;
  // Refuses (points.insufficient) before anything is written when the balance is short.
  bookPoints(db, { memberId: member.id, type: 'REDEEM', points: -points, reference, at });
  if (cashMinor > 0) {
    book(db, { memberId: member.id, type: 'REDEMPTION', amountMinor: cashMinor, reference, at });
  }
  const id = newId('M');
  db.prepare(
    `INSERT INTO redemptions (id, memberId, merchant, itemId, quantity, points, cashMinor, createdAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, member.id, member.merchant, item.id, input.quantity, points, cashMinor, at);
  return {
    id,
    itemId: item.id,
    quantity: input.quantity,
    points,
    cashMinor,
    pointsBalance: pointsBalance(db, member.id),
    stock: left - input.quantity,
    createdAt: at,
  };
}
