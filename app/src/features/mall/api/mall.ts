/** GET /wps/v2/mall (contract/src/loyalty.ts), authorized: the points balance and the items. */
import { useQuery } from '@tanstack/react-query';
import { LoyaltyApi, mallSchema } from '@wps/contract/loyalty';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';
import { loyaltyKeys } from '../../../domains/loyalty/keys';

export const mallCall = defineCall({
  method: 'GET',
  path: LoyaltyApi.mall,
  auth: true,
  value: mallSchema,
});

export function useMall(token: string | null) {
  return useQuery({
    queryKey: loyaltyKeys.mall(token ?? ''),
    queryFn: () => request(mallCall),
    enabled: !!token,
    staleTime: CacheTime.short,
  });
}
