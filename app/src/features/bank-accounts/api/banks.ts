/** GET /wps/v2/wallets/banks (contract "Money"): the banks a card or account may belong to. */
import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { bankSchema, MoneyApi } from '@wps/contract/money';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';

export const banksCall = defineCall({
  method: 'GET',
  path: MoneyApi.banks,
  auth: true,
  value: v.array(bankSchema),
});

export const bankKeys = {
  all: ['banks'] as const,
  list: () => [...bankKeys.all, 'list'] as const,
};

export function useBanks() {
  return useQuery({
    queryKey: bankKeys.list(),
    queryFn: () => request(banksCall),
    staleTime: CacheTime.long,
  });
}
