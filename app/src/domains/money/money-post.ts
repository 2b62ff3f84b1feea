/**
 * What every money post needs (contract "Money"). One idempotency key per intended move: made
 * when the player starts one, kept across retries and double taps (the server then creates one
 * order), renewed when what the player intends changes or the move is done. And the refusal in
 * the player's language: the error codes of the contract translated, the form around them kept
 * as typed. One module because the deposit, withdrawal and account pages share it: one chunk.
 */
import { useCallback, useRef, useState } from 'react';
import { MoneyErrorCode } from '@wps/contract/money';
import { isApiError } from '../../lib/api/errors';
import type { Translate } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { saferGamblingRefusal } from '../safer-gambling/refusal';
import type { RefusalFormat } from '../safer-gambling/refusal-format';

/**
 * Amounts already formatted for the messages that name one, and the formatters of a
 * safer-gambling refusal (its figures come from the server's answer).
 */
export type ErrorAmounts = { min?: string; max?: string; refusal?: RefusalFormat };

const BY_CODE: Record<string, MessageKey> = {
  [MoneyErrorCode.depositNotAllowed]: 'deposit.notAllowed',
  [MoneyErrorCode.amountInvalid]: 'money.error.invalid',
  // The page's own figure may be stale here (the server knows better): no amount in it.
  [MoneyErrorCode.insufficientBalance]: 'withdraw.error.balance',
  [MoneyErrorCode.dailyCountReached]: 'withdraw.error.dailyCount',
  [MoneyErrorCode.accountUnknown]: 'withdraw.error.account',
  [MoneyErrorCode.voucherNotFound]: 'voucher.error.notFound',
  [MoneyErrorCode.voucherClaimed]: 'voucher.error.claimed',
  [MoneyErrorCode.bankUnknown]: 'bank.error.bank',
  [MoneyErrorCode.holderNameInvalid]: 'bank.error.holderName',
  [MoneyErrorCode.accountNumberInvalid]: 'bank.error.accountNumber',
  [MoneyErrorCode.accountDuplicate]: 'bank.error.duplicate',
};

export function moneyErrorMessage(
  error: unknown,
  t: Translate,
  amounts: ErrorAmounts = {},
): string {
  if (!isApiError(error)) return t('money.error.failed');
  if (error.kind === 'network') return t('error.offline');
  if (error.kind === 'timeout') return t('error.timeout');
  const limited = amounts.refusal && saferGamblingRefusal(error, t, amounts.refusal);
  if (limited) return limited;
  const code = error.errorCode ?? '';
  if (code === MoneyErrorCode.amountBelowMin && amounts.min)
    return t('money.error.min', { amount: amounts.min });
  if (code === MoneyErrorCode.amountAboveMax && amounts.max)
    return t('money.error.max', { amount: amounts.max });
  const key = BY_CODE[code];
  return key ? t(key) : (error.serverMessage ?? t('money.error.failed'));
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; the bytes of a v4 UUID otherwise.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key of the move described by `intent` (say, channel and amount): the same intent keeps the
 * same key until `done()`; a different intent gets a new one.
 */
export function useIdempotencyKey(): { keyFor: (intent: string) => string; done: () => void } {
  const current = useRef<{ intent: string; key: string } | null>(null);
  const keyFor = useCallback((intent: string) => {
    if (current.current?.intent !== intent) {
      current.current = { intent, key: newIdempotencyKey() };
    }
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}

/**
 * One post at a time: a tap while one is on its way sends nothing (and `busy` disables the
 * button). `post` starts at once, inside the tap: a window it opens is not a blocked popup.
 */
export function useOnePost(): { busy: boolean; run: (post: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(async (post: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await post();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
