/**
 * How many units one redemption may take: REDEEM_QUANTITY (the contract's rule, both ends
 * included) and never more than are left. Not bounded by the member's points: a member short of
 * points may still ask, and the server's refusal says by how much (mall.error.points).
 */
import { REDEEM_QUANTITY } from '@wps/contract/loyalty';

export function quantityBounds(stock: number): { min: number; max: number } {
  return {
    min: REDEEM_QUANTITY.min,
    max: Math.max(REDEEM_QUANTITY.min, Math.min(REDEEM_QUANTITY.max, stock)),
  };
}

export function clampQuantity(quantity: number, stock: number): number {
  const { min, max } = quantityBounds(stock);
  return Math.min(max, Math.max(min, Math.trunc(quantity)));
}

/** Points still missing for `quantity` units at `price` each; 0 when the balance covers them. */
export function pointsShort(price: number, quantity: number, balance: number): number {
  return Math.max(0, price * quantity - balance);
}
