/**
 * GET /wps/v2/wallets/transactions?type=&days=&page=&size= (contract "Money"), authorized: the
 * ledger newest first, a page at a time.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MoneyApi, transactionPageSchema, type TRANSACTION_TYPES } from '@wps/contract/money';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';

export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** '' is every type. */
export type TransactionFilter = { type: TransactionType | ''; days: number };

export const PAGE_SIZE = 20;

export const transactionsCall = defineCall({
  method: 'GET',
  path: MoneyApi.transactions,
  auth: true,
  value: transactionPageSchema,
});

export const transactionKeys = {
  all: ['transactions'] as const,
  list: (token: string, filter: TransactionFilter) =>
    [...transactionKeys.all, token, filter.type, filter.days] as const,
};

export function transactionsQuery(token: string, filter: TransactionFilter) {
  return infiniteQueryOptions({
    queryKey: transactionKeys.list(token, filter),
    queryFn: ({ pageParam }) =>
      request(transactionsCall, {
        query: { type: filter.type, days: filter.days, page: pageParam, size: PAGE_SIZE },
      }),
    initialPageParam: 1,
    // The next page while fewer than the total have come.
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.items.length, 0) < last.total && last.items.length > 0
        ? pages.length + 1
        : undefined,
    staleTime: CacheTime.short,
  });
}

export function useTransactions(token: string | null, filter: TransactionFilter) {
  return useInfiniteQuery({ ...transactionsQuery(token ?? '', filter), enabled: !!token });
}
