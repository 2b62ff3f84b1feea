/**
 * Rewards the operator grants one member (cash, points or both) and the member's claims. The
 * status is computed, not stored: CLAIMED once claimed, EXPIRED once `expiresAt` has passed,
 * else AVAILABLE, so an expiry needs no job to run at the right time.
 */
import { LoyaltyErrorCode, type Reward, type RewardClaim } from '@wps/contract/loyalty';
import type { Db } from '../db/db.ts';
import { newId } from '../money/ids.ts';
import { book } from '../money/ledger.ts';
import { MoneyRefusal } from '../money/refusal.ts';
import { bookPoints, pointsBalance } from './points.ts';

type Row = {
  id: string;
  memberId: number;
  title: string;
  cashMinor: number;
  points: number;
  expiresAt: number | null;
  claimedAt: number | null;
  grantedAt: number;
};

export function rewardStatus(
  reward: Pick<Row, 'expiresAt' | 'claimedAt'>,
  now: number,
): Reward['status'] {
  if (reward.claimedAt !== null) return 'CLAIMED';
  return reward.expiresAt !== null && reward.expiresAt < now ? 'EXPIRED' : 'AVAILABLE';
}

const toReward = ({ memberId: _member, ...row }: Row, now: number): Reward => ({
  ...row,
  status: rewardStatus(row, now),
});

/** When a closed reward stopped being available: its claim, or its expiry. */
const closedAt = (reward: Reward) => reward.claimedAt ?? reward.expiresAt ?? reward.grantedAt;

/**
 * The list's order (contract RewardList): what can be claimed first, the soonest to expire
 * first (never-expiring ones after those), then claimed and expired ones, the most recently
 * closed first. Ties: the newest grant first, then the id, so the order never flickers.
 */
export function compareRewards(a: Reward, b: Reward): number {
  const openA = a.status === 'AVAILABLE';
  const openB = b.status === 'AVAILABLE';
  if (openA !== openB) return openA ? -1 : 1;
  const byTime = openA
    ? (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity)
    : closedAt(b) - closedAt(a);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  return b.grantedAt - a.grantedAt || a.id.localeCompare(b.id);
}

export function memberRewards(db: Db, memberId: number, now = Date.now()): Reward[] {
  const rows = db.prepare('SELECT * FROM rewards WHERE memberId = ?').all(memberId) as Row[];
  return rows.map((row) => toReward(row, now)).sort(compareRewards);
}

export type NewReward = {
  memberId: number;
  title: string;
  cashMinor: number;
  points: number;
  expiresAt: number | null;
};

/** The operator's grant (control API, seed). */
export function grantReward(db: Db, input: NewReward, now = Date.now()): Reward {
  const row: Row = { ...input, id: newId('R'), claimedAt: null, grantedAt: now };
  db.prepare(
    `INSERT INTO rewards (id, memberId, title, cashMinor, points, expiresAt, claimedAt, grantedAt)
     VALUES (@id, @memberId, @title, @cashMinor, @points, @expiresAt, @claimedAt, @grantedAt)`,
  ).run(row);
  return toReward(row, now);
}

/**
 * Runs inside the caller's transaction (the idempotency record's): the cash as a REWARD entry
 * of the money ledger and the points as a REWARD entry of the points ledger, both referencing
 * the title the member saw. Another member's reward is as unknown as one that never was.
 */
export function claimReward(db: Db, memberId: number, rewardId: string): RewardClaim {
  const row = db
    .prepare('SELECT * FROM rewards WHERE id = ? AND memberId = ?')
    .get(rewardId, memberId) as Row | undefined;
  if (!row) throw new MoneyRefusal(LoyaltyErrorCode.rewardNotFound, 'No such reward');
  const at = Date.now();
  const status = rewardStatus(row, at);
  if (status === 'CLAIMED') {
    throw new MoneyRefusal(LoyaltyErrorCode.rewardClaimed, 'This reward has been claimed');
  }
  if (status === 'EXPIRED') {
    throw new MoneyRefusal(LoyaltyErrorCode.rewardExpired, 'This reward has expired');
  }
  const reference = row.title;
  if (row.cashMinor > 0) {
    book(db, { memberId, type: 'REWARD', amountMinor: row.cashMinor, reference, at });
  }
  if (row.points > 0)
    bookPoints(db, { memberId, type: 'REWARD', points: row.points, reference, at });
  db.prepare('UPDATE rewards SET claimedAt = ? WHERE id = ?').run(at, row.id);
  return {
    rewardId: row.id,
    cashMinor: row.cashMinor,
    points: row.points,
    pointsBalance: pointsBalance(db, memberId),
  };
}
