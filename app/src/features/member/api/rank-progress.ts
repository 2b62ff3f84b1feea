/** GET /wps/relay/MCSFE_getPlayerRankProgress (spec §7, contract/README.md "VIP"), authorized. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rankProgressSchema, VipRelay } from '@wps/contract/vip';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';

export const rankProgressCall = defineCall({
  method: 'GET',
  path: `/wps/relay/${VipRelay.rankProgress}`,
  auth: true,
  value: rankProgressSchema,
});

export const vipKeys = {
  all: ['vip'] as const,
  progress: (token: string) => [...vipKeys.all, 'progress', token] as const,
};

export function rankProgressQuery(token: string) {
  return queryOptions({
    queryKey: vipKeys.progress(token),
    queryFn: () => request(rankProgressCall),
    staleTime: CacheTime.short,
  });
}

export function useRankProgress(token: string | null) {
  return useQuery({ ...rankProgressQuery(token ?? ''), enabled: !!token });
}
