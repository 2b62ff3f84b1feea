/** POST /wps/v2/mall/redeem {itemId, quantity, idempotencyKey} (contract/src/loyalty.ts). */
import { LoyaltyApi, redemptionSchema, type Redemption } from '@wps/contract/loyalty';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const redeemCall = defineCall({
  method: 'POST',
  path: LoyaltyApi.redeem,
  auth: true,
  value: redemptionSchema,
});

export function redeem(
  body: { itemId: string; quantity: number },
  idempotencyKey: string,
): Promise<Redemption> {
  // The dialog shows a refusal beside the quantity it keeps: no global notice.
  return request(redeemCall, { body: { ...body, idempotencyKey }, alert: false });
}
