/** GET /wps/v2/rewards (contract/src/loyalty.ts), authorized: the rewards granted to the member. */
import { useQuery } from '@tanstack/react-query';
import { LoyaltyApi, rewardListSchema } from '@wps/contract/loyalty';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';
import { loyaltyKeys } from '../../../domains/loyalty/keys';

export const rewardsCall = defineCall({
  method: 'GET',
  path: LoyaltyApi.rewards,
  auth: true,
  value: rewardListSchema,
});

export function useRewards(token: string | null) {
  return useQuery({
    queryKey: loyaltyKeys.rewards(token ?? ''),
    queryFn: () => request(rewardsCall),
    enabled: !!token,
    staleTime: CacheTime.short,
  });
}
