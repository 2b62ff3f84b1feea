/** GET /wps/v2/wallets/balance (contract §3): the member's total balance. */
import * as v from 'valibot';

export const balanceSchema = v.object({
  sumBalance: v.number(),
  currency: v.optional(v.string(), ''),
  currencySymbol: v.optional(v.string(), ''),
});
export type Balance = v.InferOutput<typeof balanceSchema>;

/**
 * A payout account added in the last 24 hours takes no withdrawal yet (contract/README.md
 * "Step-up"): a stolen session that adds its own account cannot cash out at once, and the
 * player has a day to notice. The withdrawal is refused with nothing booked.
 */
export const NEW_ACCOUNT_HOLD_MS = 24 * 60 * 60 * 1000;
export const WalletErrorCode = { accountHeld: 'withdraw.account.held' } as const;
export const accountHeldSchema = v.object({
  /** Epoch ms: from then on this account takes withdrawals. */
  heldUntil: v.number(),
});
export type AccountHeld = v.InferOutput<typeof accountHeldSchema>;
