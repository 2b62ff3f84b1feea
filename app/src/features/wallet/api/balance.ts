/** GET /wps/v2/wallets/balance (contract §3), authorized. */
import { useQuery } from '@tanstack/react-query';
import { Api } from '@wps/contract/paths';
import { balanceSchema } from '@wps/contract/wallet';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';

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

export function useBalance(token: string | null) {
  return useQuery({
    queryKey: walletKeys.balance(token ?? ''),
    queryFn: () => request(balanceCall),
    enabled: !!token,
    staleTime: CacheTime.short,
  });
}
