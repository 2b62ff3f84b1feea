/**
 * GET /wps/relay/GCSGAME_newGameVendor?platform= (contract §3 GameLane) for home's lane preview
 * only: titles, a few vendors and cards per lane, in the server's order. The game area's full
 * lane rules (grouping, ordinal steps, account-type mapping) live with the game feature; this
 * schema reads just what the preview shows and ignores the rest.
 */
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { request } from '../../lib/api/request';
import { useI18n } from '../../lib/i18n/i18n';

const maybeText = v.optional(v.nullable(v.string()));

const laneSchema = v.object({
  title: v.string(),
  gameCount: v.optional(v.nullable(v.number())),
  gameClassify: v.optional(
    v.nullable(
      v.array(
        v.object({
          accountType: maybeText,
          vendors: v.optional(
            v.nullable(
              v.array(v.object({ vendor: v.string(), displayName: maybeText, icon: maybeText })),
            ),
          ),
        }),
      ),
    ),
  ),
  cards: v.optional(
    v.nullable(
      v.array(
        v.object({
          accountTypeName: v.string(),
          displayName: maybeText,
          icon: maybeText,
          gameId: maybeText,
          nodeId: maybeText,
        }),
      ),
    ),
  ),
});
export type PreviewLane = v.InferOutput<typeof laneSchema>;

export const gameLanesCall = defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  value: v.array(laneSchema),
});

export function useGameLanes() {
  const { language } = useI18n();
  return useQuery({
    queryKey: ['home', 'gameLanes', language],
    // The preview is optional: a failure hides it without an alert.
    queryFn: () => request(gameLanesCall, { query: { platform: 'M' }, alert: false }),
    staleTime: CacheTime.long,
  });
}

export type PreviewItem = { key: string; label: string; icon?: string; to: string };

/** Up to `limit` entries of a lane: its cards (launch) first, else its vendors (game area). */
export function laneItems(lane: PreviewLane, limit: number): PreviewItem[] {
  const cards = (lane.cards ?? []).map((card, i): PreviewItem => {
    const query = new URLSearchParams({ vendor: card.accountTypeName });
    if (card.nodeId ?? card.gameId) query.set('code', (card.nodeId ?? card.gameId) as string);
    query.set('backUrl', '/m/home');
    return {
      key: `c${i}-${card.accountTypeName}`,
      label: card.displayName || card.accountTypeName,
      icon: card.icon ?? undefined,
      to: `/m/launchGame?${query.toString()}`,
    };
  });
  const vendors = (lane.gameClassify ?? []).flatMap((group) =>
    (group.vendors ?? []).map((vendor): PreviewItem => ({
      key: `v-${vendor.vendor}`,
      label: vendor.displayName || vendor.vendor,
      icon: vendor.icon ?? undefined,
      to: `/m/game?vendor=${encodeURIComponent(vendor.vendor)}`,
    })),
  );
  return (cards.length > 0 ? cards : vendors).slice(0, limit);
}
