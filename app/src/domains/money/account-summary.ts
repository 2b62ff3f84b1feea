/**
 * The account summary (spec §3; contract: GET /wps/member/accountSummary) as ONE query for every
 * page: deposit and withdrawal counts and the player's withdrawal accounts. Polled every 30 s
 * while the page is visible (spec §9); TanStack Query pauses a refetchInterval while the document
 * is hidden (its focusManager listens to visibilitychange) unless refetchIntervalInBackground
 * says otherwise, so no interval hook of our own is needed.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  accountSummarySchema,
  MoneyApi,
  withdrawAccountSchema,
  type WithdrawAccount,
} from '@wps/contract/money';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { request } from '../../lib/api/request';

/** Spec §9: deposit and withdrawal counts are polled every 30 s. */
export const ACCOUNT_SUMMARY_POLL_MS = 30_000;

export const accountSummaryCall = defineCall({
  method: 'GET',
  path: MoneyApi.accountSummary,
  auth: true,
  value: accountSummarySchema,
});

export type ReadAccountSummary = {
  totalDepositSuccessCount: number;
  totalWithdrawSuccessCount: number;
  bankCards: WithdrawAccount[];
  virtualWallets: WithdrawAccount[];
  eWallets: WithdrawAccount[];
  /** Entries of the three lists as sent, readable or not (spec §4: the bind-card prompt counts
   * the player's cards, and one this client cannot read is still the player's card). */
  listedAccounts: number;
};

/** The entries the client can read; an unreadable one is dropped, not the whole screen. */
export function readableAccounts(list: readonly unknown[]): WithdrawAccount[] {
  return list.flatMap((entry) => {
    const parsed = v.safeParse(withdrawAccountSchema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

export const moneyKeys = {
  all: ['money'] as const,
  accountSummary: (token: string) => [...moneyKeys.all, 'accountSummary', token] as const,
};

export function accountSummaryQuery(token: string) {
  return queryOptions({
    queryKey: moneyKeys.accountSummary(token),
    queryFn: async (): Promise<ReadAccountSummary> => {
      const summary = await request(accountSummaryCall);
      return {
        totalDepositSuccessCount: summary.totalDepositSuccessCount,
        totalWithdrawSuccessCount: summary.totalWithdrawSuccessCount,
        bankCards: readableAccounts(summary.fullBankCardList),
        virtualWallets: readableAccounts(summary.fullVirtualWalletList),
        eWallets: readableAccounts(summary.fullEWalletList),
        listedAccounts:
          summary.fullBankCardList.length +
          summary.fullVirtualWalletList.length +
          summary.fullEWalletList.length,
      };
    },
    staleTime: CacheTime.short,
    refetchInterval: ACCOUNT_SUMMARY_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useAccountSummary(token: string | null) {
  return useQuery({ ...accountSummaryQuery(token ?? ''), enabled: !!token });
}
