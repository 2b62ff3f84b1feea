/**
 * Home's lane preview (spec §2): the shared lanes query (domains/games, the same cache entry as the
 * game lobby) and the few entries a preview lane shows.
 */
import { useQuery } from '@tanstack/react-query';
import type { GameLane } from '@wps/contract/games';
import { requestMerchant } from '../../lib/api/context';
import { vendorLanesQuery } from '../../domains/games/vendor-lanes';
import { useI18n } from '../../lib/i18n/i18n';

export type PreviewLane = GameLane;

export function useGameLanes() {
  const { language } = useI18n();
  return useQuery({
    ...vendorLanesQuery(requestMerchant() ?? '', language ?? ''),
    enabled: language !== null,
  });
}

export type PreviewItem = { key: string; label: string; icon?: string; to: string };

/** Up to `limit` entries of a lane: its cards (launch) first, else its vendors (game area). */
export function laneItems(lane: PreviewLane, limit: number): PreviewItem[] {
  const cards = lane.cards.map((card, i): PreviewItem => {
    const query = new URLSearchParams({ vendor: card.accountTypeName });
    const code = card.nodeId ?? card.gameId;
    if (code) query.set('code', code);
    query.set('backUrl', '/m/home');
    return {
      key: `c${i}-${card.accountTypeName}`,
      label: card.displayName || card.accountTypeName,
      icon: card.icon,
      to: `/m/launchGame?${query.toString()}`,
    };
  });
  const vendors = lane.gameClassify.flatMap((group) =>
    group.vendors.map((vendor): PreviewItem => ({
      key: `v-${vendor.vendor}`,
      label: vendor.displayName || vendor.vendor,
      icon: vendor.icon,
      to: `/m/game?vendor=${encodeURIComponent(vendor.vendor)}`,
    })),
  );
  return (cards.length > 0 ? cards : vendors).slice(0, limit);
}
