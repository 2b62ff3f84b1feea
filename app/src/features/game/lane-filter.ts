/**
 * What the lobby shows for the chosen category tab, vendor and search text. Pure: the lobby's
 * controls only change these three inputs. Searching ignores case and accents.
 */
import type { GameCard } from '@wps/contract/games';
import { codesOf, type Lane } from './game-lanes';

export type LaneFilter = { tab: string; vendor: string | null; search: string };

export const ALL_TAB = 'all';

/** The lobby's address parameter naming an account type whose lane it opens on (SPORTS). */
export const LANE_PARAM = 'lane';

/** The tab of the first lane that holds `accountType` (its derived codes too), else all. */
export function laneTab(lanes: readonly Lane[], accountType: string | null): string {
  if (!accountType) return ALL_TAB;
  const codes = codesOf(accountType);
  const lane = lanes.find((l) =>
    l.classify.some((item) => codes.includes(item.accountType.toUpperCase())),
  );
  return lane?.key ?? ALL_TAB;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function matchesVendor(card: GameCard, vendor: string | null): boolean {
  return vendor === null || codesOf(vendor).includes(card.accountTypeName.toUpperCase());
}

export function filterLanes(lanes: readonly Lane[], filter: LaneFilter): Lane[] {
  const needle = fold(filter.search);
  const narrowing = needle !== '' || filter.vendor !== null;
  return lanes
    .filter((lane) => filter.tab === ALL_TAB || lane.key === filter.tab)
    .map((lane) => ({
      ...lane,
      cards: lane.cards.filter(
        (card) =>
          matchesVendor(card, filter.vendor) &&
          (needle === '' || fold(card.displayName).includes(needle)),
      ),
    }))
    .filter((lane) => !narrowing || lane.cards.length > 0);
}

/** The vendors the filter offers: those of the chosen tab, or of every lane. */
export function vendorsFor(lanes: readonly Lane[], tab: string): Lane['vendors'] {
  const seen = new Set<string>();
  return lanes
    .filter((lane) => tab === ALL_TAB || lane.key === tab)
    .flatMap((lane) => lane.vendors)
    .filter((vendor) => !seen.has(vendor.vendor) && seen.add(vendor.vendor) !== undefined);
}
