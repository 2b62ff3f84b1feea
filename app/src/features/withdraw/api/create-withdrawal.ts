/** POST /wps/v2/wallets/withdraw {accountId, amountMinor, idempotencyKey} (contract "Money"). */
import { MoneyApi, withdrawalSchema, type Withdrawal } from '@wps/contract/money';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const createWithdrawalCall = defineCall({
  method: 'POST',
  path: MoneyApi.withdraw,
  auth: true,
  value: withdrawalSchema,
});

export type WithdrawalRequest = { accountId: string; amountMinor: number; idempotencyKey: string };

/** The page shows the failure next to the form (alert:false), with the amount kept. */
export function createWithdrawal(body: WithdrawalRequest): Promise<Withdrawal> {
  return request(createWithdrawalCall, { body, alert: false });
}
