/**
 * GET /wps/relay/GCSGAME_newGameVendor?platform (spec §7, contract §3): the game lanes. Cached
 * per merchant (the operator whose vendors they are) and language, so a language switch
 * refetches; `refetch` is the lobby's refresh on demand. No authorization: lanes are public.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_PLATFORM, gameLanesSchema, GameApi } from '@wps/contract/games';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { requestMerchant } from '../../../lib/api/context';
import { request } from '../../../lib/api/request';
import { useI18n } from '../../../lib/i18n/i18n';
import { buildLanes } from '../game-lanes';

export const vendorLanesCall = defineCall({
  method: 'GET',
  path: GameApi.vendorLanes,
  value: gameLanesSchema,
});

export const gameKeys = {
  all: ['games'] as const,
  lanes: (merchant: string, language: string) =>
    [...gameKeys.all, 'lanes', merchant, language] as const,
};

export function vendorLanesQuery(merchant: string, language: string) {
  return queryOptions({
    queryKey: gameKeys.lanes(merchant, language),
    queryFn: ({ signal }) =>
      request(vendorLanesCall, { query: { platform: GAME_PLATFORM }, signal }),
    select: buildLanes,
    staleTime: CacheTime.long,
  });
}

export function useVendorLanes() {
  const { language } = useI18n();
  return useQuery({
    ...vendorLanesQuery(requestMerchant() ?? '', language ?? ''),
    enabled: language !== null,
  });
}
