/** Books the seeded members' opening points and rewards (`seed/loyalty.ts`). */
import type { Db } from '../db/db.ts';
import { seedPoints, seedRewards } from './loyalty.ts';
import { findMember } from '../member/members.ts';
import { adjustPointsTo } from '../loyalty/points.ts';
import { grantReward } from '../loyalty/rewards.ts';

export function seedLoyalty(db: Db, merchant: string): void {
  const memberId = (userName: string) => {
    const member = findMember(db, merchant, userName);
    if (!member) throw new Error(`seed member ${userName} is missing`);
    return member.id;
  };
  for (const { userName, points } of seedPoints) {
    adjustPointsTo(db, memberId(userName), points, 'opening balance');
  }
  for (const { userName, ...reward } of seedRewards) {
    grantReward(db, { ...reward, memberId: memberId(userName) });
  }
}
