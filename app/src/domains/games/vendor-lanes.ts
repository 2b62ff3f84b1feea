/**
 * GET /wps/relay/GCSGAME_newGameVendor?platform (spec §7, contract §3): the game lanes, one call
 * and one cache entry for every screen that shows them (the lobby, home's preview), kept per
 * merchant and language so a language switch refetches. No authorization: lanes are public.
 * No alert either: the lobby shows its own error state and home's preview simply hides.
 */
import { queryOptions } from '@tanstack/react-query';
import { GAME_PLATFORM, gameLanesSchema, GameApi } from '@wps/contract/games';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { request } from '../../lib/api/request';

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

/** The server's lanes as they come; each screen shapes them with its own `select`. */
export function vendorLanesQuery(merchant: string, language: string) {
  return queryOptions({
    queryKey: gameKeys.lanes(merchant, language),
    queryFn: ({ signal }) =>
      request(vendorLanesCall, { query: { platform: GAME_PLATFORM }, signal, alert: false }),
    staleTime: CacheTime.long,
  });
}
