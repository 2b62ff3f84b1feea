/** The pure rules of loyalty, one table each: masking, ranking rows, reward order, missions. */
import { describe, expect, it } from 'vitest';
import type { Reward } from '@wps/contract/loyalty';
import { isRedeemQuantity } from './mall.ts';
import { missionView } from './missions.ts';
import { maskName, rankingBoard, type RankedRow } from './ranking.ts';
import { compareRewards, rewardStatus } from './rewards.ts';

describe('maskName', () => {
  it.each([
    ['demo01', 'de***01'],
    ['secure01', 'se***01'],
    ['m639175550101', 'm6***01'],
    // Under six characters two at each end would leave one hidden: the first only.
    ['vip01', 'v***'],
    ['abcd', 'a***'],
    ['a', 'a***'],
    ['', '***'],
    // Code points, not UTF-16 units: an emoji is never cut in half.
    ['😀player😀', '😀p***r😀'],
  ])('%j -> %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});

describe('rankingBoard', () => {
  const rows = (ranks: number[]): RankedRow[] =>
    ranks.map((rank) => ({
      rank,
      memberId: 100 + rank,
      userName: `player${rank}`,
      earned: 1000 - rank,
    }));

  it.each([
    ['in the top: own row unmasked, no myRank', rows([1, 2, 3]), 102, [2], null],
    ['tenth is still in the top', rows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 110, [10], null],
    [
      'eleventh: myRank, not in the list',
      [...rows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), ...rows([11])],
      111,
      [],
      11,
    ],
    ['not ranked at all (earned nothing)', rows([1, 2]), 999, [], null],
  ])('%s', (_name, input, meId, meRanksInList, myRank) => {
    const board = rankingBoard(input, meId);
    expect(board.ranking.map((entry) => entry.rank)).toEqual(
      input.filter((row) => row.rank <= 10).map((row) => row.rank),
    );
    expect(board.ranking.filter((entry) => entry.me).map((entry) => entry.rank)).toEqual(
      meRanksInList,
    );
    expect(board.myRank?.rank ?? null).toBe(myRank);
    for (const entry of [...board.ranking, ...(board.myRank ? [board.myRank] : [])]) {
      expect(entry.name).toBe(entry.me ? `player${entry.rank}` : maskName(`player${entry.rank}`));
      expect(entry.points).toBe(1000 - entry.rank);
    }
  });
});

describe('rewardStatus', () => {
  const now = 1_700_000_000_000;
  it.each([
    ['never expires', { expiresAt: null, claimedAt: null }, 'AVAILABLE'],
    ['expires later', { expiresAt: now + 1, claimedAt: null }, 'AVAILABLE'],
    [
      'expires this very millisecond (expiresAt < now is expired)',
      { expiresAt: now, claimedAt: null },
      'AVAILABLE',
    ],
    ['expired', { expiresAt: now - 1, claimedAt: null }, 'EXPIRED'],
    ['claimed before it expired', { expiresAt: now - 1, claimedAt: now - 10 }, 'CLAIMED'],
    ['claimed, no expiry', { expiresAt: null, claimedAt: now - 10 }, 'CLAIMED'],
  ] as const)('%s -> %s', (_name, reward, status) => {
    expect(rewardStatus(reward, now)).toBe(status);
  });
});

describe('compareRewards', () => {
  const reward = (id: string, fields: Partial<Reward>): Reward => ({
    id,
    title: id,
    cashMinor: 1,
    points: 0,
    status: 'AVAILABLE',
    grantedAt: 100,
    expiresAt: null,
    claimedAt: null,
    ...fields,
  });
  it('puts available ones first, soonest expiry first, then closed ones newest first', () => {
    const list = [
      reward('claimed-early', { status: 'CLAIMED', claimedAt: 200 }),
      reward('open-forever-old', { grantedAt: 50 }),
      reward('expired-late', { status: 'EXPIRED', expiresAt: 300 }),
      reward('open-later', { expiresAt: 5000 }),
      reward('open-forever-new', { grantedAt: 60 }),
      reward('claimed-late', { status: 'CLAIMED', claimedAt: 400 }),
      reward('open-soon', { expiresAt: 1000 }),
    ];
    expect(list.sort(compareRewards).map((r) => r.id)).toEqual([
      'open-soon',
      'open-later',
      'open-forever-new',
      'open-forever-old',
      'claimed-late',
      'expired-late',
      'claimed-early',
    ]);
  });
});

describe('missionView', () => {
  const mission = {
    id: 'm',
    title: 'Deposit 3 times',
    metric: 'DEPOSIT_COUNT',
    target: 3,
    points: 150,
  } as const;
  it.each([
    [0, false, 0, 'IN_PROGRESS'],
    [2, false, 2, 'IN_PROGRESS'],
    [3, false, 3, 'CLAIMABLE'],
    // Capped at the target: the bar never runs past full.
    [7, false, 3, 'CLAIMABLE'],
    [7, true, 3, 'CLAIMED'],
    // Claimed stays claimed even if the count was patched down later.
    [1, true, 1, 'CLAIMED'],
  ] as const)('count %i, claimed %s -> progress %i, %s', (count, claimed, progress, status) => {
    expect(missionView(mission, count, claimed)).toEqual({ ...mission, progress, status });
  });
});

describe('isRedeemQuantity (REDEEM_QUANTITY, both ends included)', () => {
  it.each([
    [1, true],
    [10, true],
    [0, false],
    [11, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])('%d -> %s', (quantity, valid) => {
    expect(isRedeemQuantity(quantity)).toBe(valid);
  });
});
