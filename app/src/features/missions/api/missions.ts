/**
 * GET /wps/v2/missions (contract/src/loyalty.ts), authorized: the points balance, the missions
 * with the member's progress, and the ranking by points earned.
 */
import { useQuery } from '@tanstack/react-query';
import { LoyaltyApi, missionBoardSchema } from '@wps/contract/loyalty';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';
import { loyaltyKeys } from '../../../domains/loyalty/keys';

export const missionsCall = defineCall({
  method: 'GET',
  path: LoyaltyApi.missions,
  auth: true,
  value: missionBoardSchema,
});

export function useMissionBoard(token: string | null) {
  return useQuery({
    queryKey: loyaltyKeys.missions(token ?? ''),
    queryFn: () => request(missionsCall),
    enabled: !!token,
    staleTime: CacheTime.short,
  });
}
