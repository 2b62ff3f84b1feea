/** GET /wps/v2/wallets/balance (contract §3): the member's total balance. */
import * as v from 'valibot';

export const balanceSchema = v.object({
  sumBalance: v.number(),
  currency: v.optional(v.string(), ''),
  currencySymbol: v.optional(v.string(), ''),
});
export type Balance = v.InferOutput<typeof balanceSchema>;
