/**
 * Loyalty: the reward centre (/m/rewardCenter, only with REWCEN3 on), missions with a
 * points ranking (/m/leaderBoard) and the point market (/m/mall/mallHome). The spec names the
 * routes and nothing else: every shape here is the project's decision, written down in
 * contract/README.md "Loyalty".
 *
 * Points are a balance of their own, kept apart from cash: whole numbers, never money. Cash a
 * reward or an item pays goes through the money ledger (`...Minor`, integer minor units).
 */
import * as v from 'valibot';

/** Project paths (GET unless the comment says otherwise); every one is authorized. */
export const LoyaltyApi = {
  /** GET -> RewardList (refused with rewards.disabled while REWCEN3 is off) */
  rewards: '/wps/v2/rewards',
  /** POST {rewardId, idempotencyKey} -> RewardClaim */
  claimReward: '/wps/v2/rewards/claim',
  /** GET -> MissionBoard: the missions with the member's progress, and the points ranking */
  missions: '/wps/v2/missions',
  /** POST {missionId, idempotencyKey} -> MissionClaim */
  claimMission: '/wps/v2/missions/claim',
  /** GET -> Mall: the points balance and the items */
  mall: '/wps/v2/mall',
  /** POST {itemId, quantity, idempotencyKey} -> Redemption */
  redeem: '/wps/v2/mall/redeem',
  /** GET ?days=&page=&size= -> PointsPage: the points ledger, newest first */
  points: '/wps/v2/points/transactions',
} as const;

export const LoyaltyErrorCode = {
  /** REWCEN3 is off: the reward centre is not offered on this site. */
  rewardsDisabled: 'rewards.disabled',
  rewardNotFound: 'reward.not.found',
  rewardClaimed: 'reward.already.claimed',
  rewardExpired: 'reward.expired',
  missionNotFound: 'mission.not.found',
  missionNotComplete: 'mission.not.complete',
  missionClaimed: 'mission.already.claimed',
  itemNotFound: 'item.not.found',
  outOfStock: 'item.out.of.stock',
  quantityInvalid: 'item.quantity.invalid',
  insufficientPoints: 'points.insufficient',
} as const;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const minor = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A reward the operator granted to one member: cash, points or both. */
export const REWARD_STATUSES = ['AVAILABLE', 'CLAIMED', 'EXPIRED'] as const;
export const rewardSchema = v.object({
  id: v.string(),
  /** The operator's text, shown as it is. */
  title: v.string(),
  cashMinor: minor,
  points: count,
  status: v.picklist(REWARD_STATUSES),
  grantedAt: v.number(),
  /** null: never expires. */
  expiresAt: v.optional(v.nullable(v.number())),
  claimedAt: v.optional(v.nullable(v.number())),
});
export type Reward = v.InferOutput<typeof rewardSchema>;
/** Available first (soonest to expire first), then claimed and expired, newest first. */
export const rewardListSchema = v.object({ items: v.array(rewardSchema) });
export type RewardList = v.InferOutput<typeof rewardListSchema>;

export const rewardClaimSchema = v.object({
  rewardId: v.string(),
  cashMinor: minor,
  points: count,
  pointsBalance: count,
});
export type RewardClaim = v.InferOutput<typeof rewardClaimSchema>;

/** What a mission counts, from the member's real activity. */
export const MISSION_METRICS = ['DEPOSIT_COUNT', 'DEPOSIT_AMOUNT', 'LOGIN_COUNT'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];
export const MISSION_STATUSES = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED'] as const;
export const missionSchema = v.object({
  id: v.string(),
  title: v.string(),
  metric: v.picklist(MISSION_METRICS),
  /** DEPOSIT_AMOUNT counts minor units; the others count events. Capped at `target`. */
  progress: count,
  target: v.pipe(count, v.minValue(1)),
  points: count,
  status: v.picklist(MISSION_STATUSES),
});
export type Mission = v.InferOutput<typeof missionSchema>;

/** One row of the ranking by points earned; names are masked (de***01) but the member's own. */
export const rankingEntrySchema = v.object({
  rank: v.pipe(count, v.minValue(1)),
  name: v.string(),
  points: count,
  me: v.boolean(),
});
export type RankingEntry = v.InferOutput<typeof rankingEntrySchema>;

export const missionBoardSchema = v.object({
  pointsBalance: count,
  missions: v.array(missionSchema),
  /** The top of the ranking (at most 10 rows). */
  ranking: v.array(rankingEntrySchema),
  /** The member's own row when they are outside the top; null when they are in it. */
  myRank: v.optional(v.nullable(rankingEntrySchema)),
});
export type MissionBoard = v.InferOutput<typeof missionBoardSchema>;

export const missionClaimSchema = v.object({
  missionId: v.string(),
  points: count,
  pointsBalance: count,
});
export type MissionClaim = v.InferOutput<typeof missionClaimSchema>;

/** CASH items pay `cashMinor` into the balance; GOODS are delivered by the operator. */
export const ITEM_KINDS = ['CASH', 'GOODS'] as const;
export const mallItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.optional(v.string(), ''),
  kind: v.picklist(ITEM_KINDS),
  /** The price in points, per unit. */
  points: v.pipe(count, v.minValue(1)),
  cashMinor: v.optional(minor, 0),
  /** Units left; 0 is sold out. */
  stock: count,
});
export type MallItem = v.InferOutput<typeof mallItemSchema>;

export const mallSchema = v.object({
  pointsBalance: count,
  items: v.array(mallItemSchema),
});
export type Mall = v.InferOutput<typeof mallSchema>;

/** How many units one redemption may take, both ends included. */
export const REDEEM_QUANTITY = { min: 1, max: 10 } as const;

export const redemptionSchema = v.object({
  id: v.string(),
  itemId: v.string(),
  quantity: v.pipe(count, v.minValue(1)),
  /** Points spent: the unit price times the quantity. */
  points: count,
  cashMinor: minor,
  pointsBalance: count,
  stock: count,
  createdAt: v.number(),
});
export type Redemption = v.InferOutput<typeof redemptionSchema>;

/** The points ledger: every change to the points balance. */
export const POINTS_ENTRY_TYPES = ['MISSION', 'REWARD', 'REDEEM', 'ADJUSTMENT'] as const;
export const pointsEntrySchema = v.object({
  id: v.string(),
  type: v.picklist(POINTS_ENTRY_TYPES),
  /** Signed: points earned positive, points spent negative. */
  points: v.pipe(v.number(), v.integer()),
  balanceAfter: count,
  createdAt: v.number(),
  /** The mission, reward or item the entry came from (its title or name). */
  reference: v.optional(v.string(), ''),
});
export const pointsPageSchema = v.object({
  items: v.array(pointsEntrySchema),
  total: count,
});
export type PointsEntry = v.InferOutput<typeof pointsEntrySchema>;

/** Control API additions (contract §5), sandbox only. */
export const SandboxLoyaltyApi = {
  /** POST {userName, title, cashMinor?, points?, expiresAt?} -> Reward: the operator grants one */
  grantReward: '/sandbox/rewards',
} as const;
