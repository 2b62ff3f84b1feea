/**
 * Money calls: deposit, vouchers, withdrawal, bank cards and Pix keys, the account
 * summary and the transaction history. Spec §7 names MCSFE_getDepositSettings and
 * MCSFE_getWithdrawAccountInfo (contract §3 pins their outer shape); everything else here is the
 * project's decision, written down in contract/README.md ("Money").
 *
 * Units: every field named `...Minor` is an integer count of the currency's minor unit (centavos,
 * sentimo); the number of minor digits is the currency's ISO 4217 exponent as `Intl` reports it
 * (PHP 2, BRL 2, VND 0). Fields of the platform's own shapes without that suffix (sumBalance,
 * channel min and max) are major units, as the platform sends them; clients convert them once,
 * at the edge, with `toMinor`.
 */
import * as v from 'valibot';

/** Project paths (GET unless the comment says otherwise). */
export const MoneyApi = {
  /** POST {channelId, amountMinor, idempotencyKey} -> DepositOrder */
  deposit: '/wps/v2/wallets/deposit',
  /** GET /wps/v2/wallets/deposit/{orderId} -> DepositOrder (the member's own orders only) */
  depositOrder: (orderId: string) => `/wps/v2/wallets/deposit/${encodeURIComponent(orderId)}`,
  /** POST {code, idempotencyKey} -> VoucherClaim */
  voucher: '/wps/v2/wallets/voucher',
  /** GET -> WithdrawSettings */
  withdrawSettings: '/wps/v2/wallets/withdraw/settings',
  /** POST {accountId, amountMinor, idempotencyKey} -> Withdrawal */
  withdraw: '/wps/v2/wallets/withdraw',
  /** GET -> Withdrawal[] (newest first, last 90 days) */
  withdrawals: '/wps/v2/wallets/withdraw/list',
  /** GET -> Bank[] (the banks a card or account may belong to) */
  banks: '/wps/v2/wallets/banks',
  /** POST {bankCode, holderName, accountNumber} -> WithdrawAccount */
  bankCard: '/wps/v2/wallets/bankCard',
  /** POST {keyType, key, holderName} -> WithdrawAccount */
  pixKey: '/wps/v2/wallets/pix',
  /** GET -> AccountSummary (spec §3 "Account summary"; the spec does not show its path) */
  accountSummary: '/wps/member/accountSummary',
  /** GET ?type=&days=&page=&size= -> TransactionPage */
  transactions: '/wps/v2/wallets/transactions',
} as const;

/** Relay names (GET /wps/relay/NAME). */
export const MoneyRelay = {
  depositSettings: 'MCSFE_getDepositSettings',
  withdrawAccountInfo: 'MCSFE_getWithdrawAccountInfo',
} as const;

/** Error codes of the money calls (envelope errorCode). */
export const MoneyErrorCode = {
  depositNotAllowed: 'deposit.not.allowed',
  channelUnknown: 'deposit.channel.unknown',
  amountBelowMin: 'amount.below.min',
  amountAboveMax: 'amount.above.max',
  amountInvalid: 'amount.invalid',
  insufficientBalance: 'balance.insufficient',
  dailyCountReached: 'withdraw.daily.count.reached',
  accountUnknown: 'withdraw.account.unknown',
  orderNotFound: 'deposit.order.not.found',
  voucherNotFound: 'voucher.not.found',
  voucherClaimed: 'voucher.already.claimed',
  bankUnknown: 'bank.unknown',
  holderNameInvalid: 'holder.name.invalid',
  accountNumberInvalid: 'account.number.invalid',
  pixKeyInvalid: 'pix.key.invalid',
  accountDuplicate: 'withdraw.account.duplicate',
  /** The same idempotency key with a different body: refused, nothing created. */
  idempotencyMismatch: 'idempotency.key.reused',
} as const;

const minor = v.pipe(v.number(), v.integer());

// MCSFE_getDepositSettings: contract §3 plus `presets` (major units, the amount chips).
export const depositChannelSchema = v.object({
  id: v.string(),
  name: v.string(),
  min: v.number(),
  max: v.number(),
  presets: v.optional(v.array(v.number()), []),
});
export const depositSettingsSchema = v.object({
  allowDeposit: v.boolean(),
  totalDepositSuccessCount: v.number(),
  channels: v.array(depositChannelSchema),
});
export type DepositChannel = v.InferOutput<typeof depositChannelSchema>;
export type DepositSettings = v.InferOutput<typeof depositSettingsSchema>;

export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED'] as const;
export const depositOrderSchema = v.object({
  orderId: v.string(),
  channelId: v.string(),
  amountMinor: minor,
  status: v.picklist(DEPOSIT_STATUSES),
  /** The payment provider's page; opened in a new window, on another origin in production. */
  payUrl: v.string(),
  createdAt: v.number(),
  paidAt: v.optional(v.nullable(v.number())),
});
export type DepositOrder = v.InferOutput<typeof depositOrderSchema>;

export const voucherClaimSchema = v.object({ code: v.string(), amountMinor: minor });
export type VoucherClaim = v.InferOutput<typeof voucherClaimSchema>;

export const ACCOUNT_KINDS = ['BANK', 'PIX', 'EWALLET', 'VIRTUAL'] as const;
export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** One entry of fullBankCardList, fullEWalletList (Pix keys) or fullVirtualWalletList. */
export const withdrawAccountSchema = v.object({
  id: v.string(),
  kind: v.picklist(ACCOUNT_KINDS),
  /** Bank name, "Pix" or the wallet's name. */
  name: v.string(),
  holderName: v.string(),
  /** Never the whole number or key: the last four characters after bullets (•••• 1234). */
  masked: v.string(),
  pixKeyType: v.optional(v.picklist(PIX_KEY_TYPES)),
});
export type WithdrawAccount = v.InferOutput<typeof withdrawAccountSchema>;

// The lists are `unknown[]` in contract §3: the client keeps the entries it can read and
// drops the others rather than failing the whole screen.
const accountList = v.optional(v.array(v.unknown()), []);
export const accountSummarySchema = v.object({
  totalDepositSuccessCount: v.optional(v.number(), 0),
  totalWithdrawSuccessCount: v.optional(v.number(), 0),
  fullBankCardList: accountList,
  fullVirtualWalletList: accountList,
  fullEWalletList: accountList,
});
export type AccountSummary = v.InferOutput<typeof accountSummarySchema>;

export const withdrawSettingsSchema = v.object({
  /** What may be withdrawn now: balance minus pending withdrawals. */
  availableMinor: minor,
  pendingMinor: minor,
  minMinor: minor,
  maxMinor: minor,
  dailyCountLimit: v.number(),
  dailyCountUsed: v.number(),
});
export type WithdrawSettings = v.InferOutput<typeof withdrawSettingsSchema>;

export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const withdrawalSchema = v.object({
  id: v.string(),
  accountId: v.string(),
  accountMasked: v.optional(v.string(), ''),
  amountMinor: minor,
  status: v.picklist(WITHDRAWAL_STATUSES),
  createdAt: v.number(),
  decidedAt: v.optional(v.nullable(v.number())),
  reason: v.optional(v.nullable(v.string())),
});
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;

export const bankSchema = v.object({ code: v.string(), name: v.string() });
export type Bank = v.InferOutput<typeof bankSchema>;

export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_RETURNED',
  'VOUCHER',
  'ADJUSTMENT',
  /** Cash of a reward claimed in the reward centre (contract/src/loyalty.ts). */
  'REWARD',
  /** Cash of a CASH item redeemed with points in the point market. */
  'REDEMPTION',
] as const;
export const transactionSchema = v.object({
  id: v.string(),
  type: v.picklist(TRANSACTION_TYPES),
  /** Signed: money in is positive, money out negative. */
  amountMinor: minor,
  balanceAfterMinor: minor,
  createdAt: v.number(),
  reference: v.optional(v.string(), ''),
});
export const transactionPageSchema = v.object({
  items: v.array(transactionSchema),
  total: v.number(),
});
export type Transaction = v.InferOutput<typeof transactionSchema>;

/** Control API additions (contract §5), sandbox only. */
export const SandboxMoneyApi = {
  /** GET -> Withdrawal[] of every member, newest first */
  withdrawals: '/sandbox/withdrawals',
  /** POST -> Withdrawal (money leaves the ledger for good) */
  approve: (id: string) => `/sandbox/withdrawals/${encodeURIComponent(id)}/approve`,
  /** POST {reason?} -> Withdrawal (the money returns to the balance) */
  reject: (id: string) => `/sandbox/withdrawals/${encodeURIComponent(id)}/reject`,
  /** POST -> DepositOrder: what the stand-in payment page's pay button does */
  payOrder: (orderId: string) => `/sandbox/deposits/${encodeURIComponent(orderId)}/pay`,
} as const;

/** The stand-in payment page (contract §4), served on the other loopback host name. */
export const PAYMENT_PAGE = '/sandbox-pay/pay.html';

// The currency helpers live in ./currency.ts, which has no schema: a chunk that only formats
// money (the header balance) then carries none of the schemas above.
export { currencyCode, minorDigits, toMinor } from './currency.ts';
