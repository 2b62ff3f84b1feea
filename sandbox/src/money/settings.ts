/**
 * A merchant's wallet settings, read from its `wallet` document (seed: `seed/wallet.ts`).
 * The control API validates a merged patch with the same schema, so a route never meets a
 * malformed document.
 */
import * as v from 'valibot';
import { currencyCode, depositChannelSchema, minorDigits } from '@wps/contract/money';
import { NEW_ACCOUNT_HOLD_MS } from '@wps/contract/wallet';
import type { Merchant } from '../site/merchants.ts';

const minor = v.pipe(v.number(), v.integer(), v.minValue(0));

export const walletSettingsSchema = v.object({
  allowDeposit: v.boolean(),
  channels: v.array(depositChannelSchema),
  withdraw: v.object({
    minMinor: minor,
    maxMinor: minor,
    dailyCountLimit: minor,
    // Sandbox only: how long a new account takes no withdrawal. The contract's rule is 24 h;
    // tests of other features set 0 to withdraw to the account they have just added.
    newAccountHoldMs: v.optional(minor, NEW_ACCOUNT_HOLD_MS),
  }),
  banks: v.array(v.object({ code: v.string(), name: v.string() })),
  vouchers: v.array(
    v.object({
      code: v.string(),
      amountMinor: v.pipe(minor, v.minValue(1)),
      // false: a single-use code (the first member to claim it takes it).
      onePerMember: v.optional(v.boolean(), true),
    }),
  ),
});
export type WalletSettings = v.InferOutput<typeof walletSettingsSchema>;

export function walletSettings(merchant: Merchant): WalletSettings {
  // The control API refuses a patch that breaks the schema, so this holds for stored settings.
  return v.parse(walletSettingsSchema, merchant.wallet);
}

/** The ISO code of the merchant's currency (spec §9: cut to 3 letters, TLB is PHP). */
export function merchantCurrency(merchant: Merchant): string {
  const raw = merchant.status.currency;
  return currencyCode(typeof raw === 'string' ? raw : undefined);
}

/** Minor digits of the merchant's currency (PHP 2, VND 0). */
export function moneyDigits(merchant: Merchant): number {
  return minorDigits(merchantCurrency(merchant));
}

/** Minor units as the platform's major-unit number (125050 -> 1250.5), for sumBalance. */
export function toMajor(amountMinor: number, digits: number): number {
  return amountMinor / 10 ** digits;
}
