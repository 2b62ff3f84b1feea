/**
 * GET /wps/v2/wallets/balance (contract §3), authorized. In lib because the header, the member
 * home, the deposit and the withdrawal pages all read it: one query key, so a deposit that
 * invalidates it refreshes every balance on screen.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@wps/contract/paths';
import { balanceSchema } from '@wps/contract/wallet';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { request } from '../../lib/api/request';

export const balanceCall = defineCall({
  method: 'GET',
  path: Api.balance,
  auth: true,
  value: balanceSchema,
});

export const walletKeys = {
  all: ['wallet'] as const,
  balance: (token: string) => [...walletKeys.all, 'balance', token] as const,
};

export function balanceQuery(token: string | null) {
  return queryOptions({
    queryKey: walletKeys.balance(token ?? ''),
    queryFn: () => request(balanceCall),
    enabled: !!token,
    staleTime: CacheTime.short,
    // A balance that just failed is not asked again because another part of the page mounted
    // (the member home's card loads after the header's): the player got one notice for the
    // failure and has a refresh button, not a second notice for the same call.
    retryOnMount: false,
  });
}

export function useBalance(token: string | null) {
  return useQuery(balanceQuery(token));
}
