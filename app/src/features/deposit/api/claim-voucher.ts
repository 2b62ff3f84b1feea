/** POST /wps/v2/wallets/voucher {code, idempotencyKey} (contract "Money"). */
import { MoneyApi, voucherClaimSchema, type VoucherClaim } from '@wps/contract/money';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const claimVoucherCall = defineCall({
  method: 'POST',
  path: MoneyApi.voucher,
  auth: true,
  value: voucherClaimSchema,
});

export function claimVoucher(code: string, idempotencyKey: string): Promise<VoucherClaim> {
  return request(claimVoucherCall, { body: { code, idempotencyKey }, alert: false });
}
