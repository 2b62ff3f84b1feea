/**
 * Voucher (bonus code) claims: a VOUCHER entry for the code's amount. A code is claimed once
 * per member, or once at all when `onePerMember` is false (a single-use code).
 */
import { MoneyErrorCode, type VoucherClaim } from '@wps/contract/money';
import type { Db } from '../db/db.ts';
import { book } from './ledger.ts';
import { MoneyRefusal } from './refusal.ts';
import type { WalletSettings } from './settings.ts';

/** Codes are compared trimmed and upper-case, as players type them. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Runs inside the caller's transaction (the idempotency record's). */
export function claimVoucher(
  db: Db,
  member: { id: number; merchant: string },
  settings: WalletSettings,
  rawCode: string,
): VoucherClaim {
  const code = normalizeVoucherCode(rawCode);
  const voucher = settings.vouchers.find((entry) => normalizeVoucherCode(entry.code) === code);
  if (!voucher) throw new MoneyRefusal(MoneyErrorCode.voucherNotFound, 'Unknown voucher code');
  const claimed = voucher.onePerMember
    ? db
        .prepare('SELECT 1 FROM voucher_claims WHERE merchant = ? AND code = ? AND memberId = ?')
        .get(member.merchant, code, member.id)
    : db
        .prepare('SELECT 1 FROM voucher_claims WHERE merchant = ? AND code = ?')
        .get(member.merchant, code);
  if (claimed) {
    throw new MoneyRefusal(MoneyErrorCode.voucherClaimed, 'This voucher has been claimed');
  }
  const at = Date.now();
  book(db, {
    memberId: member.id,
    type: 'VOUCHER',
    amountMinor: voucher.amountMinor,
    reference: code,
    at,
  });
  db.prepare(
    'INSERT INTO voucher_claims (merchant, code, memberId, amountMinor, createdAt) VALUES (?, ?, ?, ?, ?)',
  ).run(member.merchant, code, member.id, voucher.amountMinor, at);
  return { code, amountMinor: voucher.amountMinor };
}
