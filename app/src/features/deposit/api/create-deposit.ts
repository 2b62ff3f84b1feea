/** POST /wps/v2/wallets/deposit {channelId, amountMinor, idempotencyKey} (contract "Money"). */
import { depositOrderSchema, MoneyApi, type DepositOrder } from '@wps/contract/money';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const createDepositCall = defineCall({
  method: 'POST',
  path: MoneyApi.deposit,
  auth: true,
  value: depositOrderSchema,
});

export type DepositRequest = { channelId: string; amountMinor: number; idempotencyKey: string };

/** The page shows the failure next to the form (alert:false), with the amount kept. */
export function createDeposit(body: DepositRequest): Promise<DepositOrder> {
  return request(createDepositCall, { body, alert: false });
}
