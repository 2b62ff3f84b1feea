/**
 * The lane transform of spec §3 "Game vendor data", pure so that the game lobby and the home
 * page's lane preview share it. Server entries are grouped by category title and ordered by
 * their ordinal (then answer order); lanes get ordinals in steps of 100. Account types RNG and
 * PVP count as TCG; ELOTT also yields ELOTTO and SEA_LOTT at its ordinal + 5; LOTT gives
 * VIETNAM_LOTTO.
 */
import type { GameCard, GameLane } from '@wps/contract/games';

export const ORDINAL_STEP = 100;

/** Account types that count as TCG. */
const AS_TCG: readonly string[] = ['RNG', 'PVP'];

/** Account types an account type also yields, with their ordinal offset. */
export const DERIVED_ACCOUNT_TYPES: Readonly<
  Record<string, readonly { accountType: string; offset: number }[]>
> = {
  ELOTT: [
    { accountType: 'ELOTTO', offset: 5 },
    { accountType: 'SEA_LOTT', offset: 5 },
  ],
  LOTT: [{ accountType: 'VIETNAM_LOTTO', offset: 0 }],
};

export type LaneVendor = { vendor: string; displayName: string; icon?: string };

export type LaneClass = {
  accountType: string;
  ordinal: number;
  vendors: LaneVendor[];
  /** The account type this one was derived from (ELOTT -> ELOTTO), if any. */
  derivedFrom?: string;
  /** Cards of this lane that belong to this classification. */
  gameCount: number;
};

export type Lane = {
  key: string;
  title: string;
  ordinal: number;
  gameCount: number;
  classify: LaneClass[];
  /** The vendors of the lane's classifications, once each, for the vendor filter. */
  vendors: LaneVendor[];
  cards: GameCard[];
};

export function normalizeAccountType(accountType: string): string {
  const upper = accountType.trim().toUpperCase();
  return AS_TCG.includes(upper) ? 'TCG' : upper;
}

/** The codes a card may carry to belong to `code`: itself and what it yields. */
export function codesOf(code: string): string[] {
  const upper = code.toUpperCase();
  return [upper, ...(DERIVED_ACCOUNT_TYPES[upper] ?? []).map((d) => d.accountType)];
}

function cardBelongs(card: GameCard, codes: readonly string[]): boolean {
  return codes.includes(card.accountTypeName.toUpperCase());
}

function classesOf(entries: GameLane[], laneOrdinal: number, cards: GameCard[]): LaneClass[] {
  const byType = new Map<string, LaneClass>();
  for (const entry of entries) {
    for (const item of entry.gameClassify) {
      const accountType = normalizeAccountType(item.accountType);
      let target = byType.get(accountType);
      if (!target) {
        target = { accountType, ordinal: laneOrdinal + byType.size, vendors: [], gameCount: 0 };
        byType.set(accountType, target);
      }
      for (const vendor of item.vendors) {
        if (!target.vendors.some((known) => known.vendor === vendor.vendor)) {
          target.vendors.push({ ...vendor });
        }
      }
    }
  }
  const classes = [...byType.values()];
  for (const base of [...classes]) {
    for (const derived of DERIVED_ACCOUNT_TYPES[base.accountType] ?? []) {
      if (byType.has(derived.accountType)) continue;
      const extra: LaneClass = {
        accountType: derived.accountType,
        ordinal: base.ordinal + derived.offset,
        vendors: [],
        derivedFrom: base.accountType,
        gameCount: 0,
      };
      byType.set(derived.accountType, extra);
      classes.push(extra);
    }
  }
  // A card belongs to a class by its account type name: the class's own type or a vendor's code.
  for (const item of classes) {
    const codes = [item.accountType, ...item.vendors.map((v) => v.vendor.toUpperCase())];
    item.gameCount = cards.filter((card) => cardBelongs(card, codes)).length;
  }
  return classes.sort((a, b) => a.ordinal - b.ordinal);
}

export function buildLanes(raw: readonly GameLane[]): Lane[] {
  const sorted = raw
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) => (a.entry.ordinal ?? Infinity) - (b.entry.ordinal ?? Infinity) || a.index - b.index,
    );
  const groups = new Map<string, GameLane[]>();
  for (const { entry } of sorted) {
    const title = entry.title.trim();
    groups.set(title, [...(groups.get(title) ?? []), entry]);
  }
  return [...groups].map(([title, entries], index) => {
    const ordinal = (index + 1) * ORDINAL_STEP;
    const cards = entries.flatMap((entry) => entry.cards);
    const gameCount = entries.reduce(
      (sum, entry) => sum + (entry.gameCount ?? entry.cards.length),
      0,
    );
    const classify = classesOf(entries, ordinal, cards);
    const vendors: LaneVendor[] = [];
    for (const item of classify) {
      for (const vendor of item.vendors) {
        if (!vendors.some((known) => known.vendor === vendor.vendor)) vendors.push(vendor);
      }
    }
    return { key: `lane-${ordinal}`, title, ordinal, gameCount, classify, vendors, cards };
  });
}

/** Account type (and vendor code) -> ordinal, to place a game of any vendor (banners type G). */
export function accountTypeOrdinals(lanes: readonly Lane[]): Map<string, number> {
  const ordinals = new Map<string, number>();
  for (const lane of lanes) {
    for (const item of lane.classify) {
      if (!ordinals.has(item.accountType)) ordinals.set(item.accountType, item.ordinal);
      for (const vendor of item.vendors) {
        const code = vendor.vendor.toUpperCase();
        if (!ordinals.has(code)) ordinals.set(code, item.ordinal);
      }
    }
  }
  return ordinals;
}
