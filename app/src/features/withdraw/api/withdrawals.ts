/** GET /wps/v2/wallets/withdraw/list (contract "Money"): the member's withdrawals, newest first. */
import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { MoneyApi, withdrawalSchema } from '@wps/contract/money';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';
import { withdrawKeys } from './withdraw-settings';

export const withdrawalsCall = defineCall({
  method: 'GET',
  path: MoneyApi.withdrawals,
  auth: true,
  value: v.array(withdrawalSchema),
});

export function useWithdrawals(token: string | null) {
  return useQuery({
    queryKey: withdrawKeys.list(token ?? ''),
    queryFn: () => request(withdrawalsCall),
    enabled: !!token,
    staleTime: CacheTime.none,
  });
}
