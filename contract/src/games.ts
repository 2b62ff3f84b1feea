/**
 * Games (spec §3 "Game vendor data", "Game launch", "Trial launch"; contract §3): the vendor
 * lanes of GCSGAME_newGameVendor, the launch and trial-launch answers, and the lottery launch
 * fields with their spec §9 defaults. Shared by the app and the sandbox.
 *
 * Project additions to contract §3 (optional, so a real back end without them still parses):
 * a card's `trial` (the game offers trial play) and `gameType`.
 */
import * as v from 'valibot';

/**
 * The game calls (spec §7): vendor lanes, trial launch, matches, and the authorized launch.
 * Here rather than in paths.ts, which every page's first paint carries: only the lazy game
 * chunks need these.
 */
export const GameApi = {
  vendorLanes: '/wps/relay/GCSGAME_newGameVendor',
  trialLaunch: '/wps/relay/GCS_gameTrialLaunch',
  gameMatches: '/wps/relay/GCSGAME_getGameMatchV2',
  launchGame: '/wps/game/launchGame',
} as const;

/** The mini-game scripts (contract §3 static paths): v1 for LOTTMINIGAME3, s1 for SEALOTTMINIGAME3. */
export const miniGameScript = (variant: 'v1' | 's1') => `/mini-game/${variant}/minigame.js`;

/** The platform value every relay of this front end sends (mobile web). */
export const GAME_PLATFORM = 'MOBILE';

/** A list the platform may send as null or leave out: always an array after parsing. */
function list<TItem extends v.GenericSchema>(item: TItem) {
  return v.optional(
    v.pipe(
      v.nullable(v.array(item)),
      v.transform((value) => value ?? []),
    ),
    [],
  );
}

const text = v.pipe(
  v.optional(v.nullable(v.string())),
  v.transform((value) => value ?? undefined),
);

export const laneVendorSchema = v.object({
  vendor: v.string(),
  displayName: v.optional(v.string(), ''),
  icon: text,
});

export const gameClassifySchema = v.object({
  accountType: v.string(),
  vendors: list(laneVendorSchema),
});

export const gameCardSchema = v.object({
  accountTypeName: v.string(),
  displayName: v.string(),
  icon: text,
  gameId: text,
  nodeId: text,
  gameType: text,
  trial: v.optional(v.boolean(), false),
});
export type GameCard = v.InferOutput<typeof gameCardSchema>;

export const gameLaneSchema = v.object({
  title: v.string(),
  gameCount: v.optional(v.number()),
  ordinal: v.optional(v.number()),
  gameClassify: list(gameClassifySchema),
  cards: list(gameCardSchema),
});
export type GameLaneInput = v.InferInput<typeof gameLaneSchema>;
export type GameLane = v.InferOutput<typeof gameLaneSchema>;

export const gameLanesSchema = v.array(gameLaneSchema);

/**
 * GET /wps/game/launchGame -> { url } (observed alternative: value.content.game_url). Either
 * form comes out as `{ url }`.
 */
export const launchResultSchema = v.pipe(
  v.union([
    v.object({ url: v.pipe(v.string(), v.minLength(1)) }),
    v.object({ content: v.object({ game_url: v.pipe(v.string(), v.minLength(1)) }) }),
  ]),
  v.transform((value) => ({ url: 'url' in value ? value.url : value.content.game_url })),
);
export type LaunchResult = v.InferOutput<typeof launchResultSchema>;

/** GCS_gameTrialLaunch?gameId&nodeId&platform -> { url }. */
export const trialLaunchSchema = v.object({ url: v.pipe(v.string(), v.minLength(1)) });

/** Lottery defaults (spec §9). */
export const LotteryDefaults = {
  lottoArea: 'VN',
  device: 'MOBILE',
  launchMode: 'LOTT',
  lottoMode: 'SEA_Tradition_Mobile',
} as const;

/** The game launch fields of spec §3; everything travels as query parameters of the GET. */
export type GameLaunchQuery = {
  lottoArea?: string;
  launchMode?: string;
  lottoPrizeMode?: string;
  lottoGameCode?: string;
  lottoView?: string;
  lottoMode?: string;
  device: string;
  backUrl?: string;
  hasLobby?: boolean;
  language: string;
  title?: string;
  labelName?: string;
  /** A vendor game (not a lottery): its vendor account type, game and node. */
  vendor?: string;
  gameId?: string;
  nodeId?: string;
};
