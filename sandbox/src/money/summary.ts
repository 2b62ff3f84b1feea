/**
 * The account summary (spec §3) and what MCSFE_getWithdrawAccountInfo answers. The success
 * counts are a member's `depositCount` / `withdrawCount` data fields (deposits and
 * withdrawals from before the ledger, set with PATCH /sandbox/members) plus the orders paid
 * and withdrawals approved since.
 */
import type { AccountSummary } from '@wps/contract/money';
import type { Db } from '../db/db.ts';
import { dataNumber, type Member } from '../member/members.ts';
import { memberAccounts } from './accounts.ts';
import { paidDepositCount } from './deposits.ts';
import { approvedWithdrawalCount } from './withdrawals.ts';

export function depositSuccessCount(db: Db, member: Member): number {
  return (dataNumber(member, 'depositCount') ?? 0) + paidDepositCount(db, member.id);
}

export function accountSummary(db: Db, member: Member): AccountSummary {
  const accounts = memberAccounts(db, member.id);
  return {
    totalDepositSuccessCount: depositSuccessCount(db, member),
    totalWithdrawSuccessCount:
      (dataNumber(member, 'withdrawCount') ?? 0) + approvedWithdrawalCount(db, member.id),
    fullBankCardList: accounts.filter((account) => account.kind === 'BANK'),
    fullVirtualWalletList: accounts.filter((account) => account.kind === 'VIRTUAL'),
    // Pix keys are e-wallet entries (contract/README.md "Money").
    fullEWalletList: accounts.filter(
      (account) => account.kind === 'PIX' || account.kind === 'EWALLET',
    ),
  };
}
