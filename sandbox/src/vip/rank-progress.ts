/**
 * MCSFE_getPlayerRankProgress (contract/README.md "VIP"): the next rank's conditions from the
 * member's real counts, successful deposits and logins, so a deposit or a login moves it.
 */
import * as v from 'valibot';
import { clubLabelSchema } from '@wps/contract/member';
import type { RankCondition, RankProgress } from '@wps/contract/vip';
import type { Db } from '../db/db.ts';
import { depositSuccessCount } from '../money/summary.ts';
import { dataNumber, type Member } from '../member/members.ts';

/** What each rank asks for; a member without a label works towards the first. */
export const RANKS = [
  { labelId: 1, name: 'Bronze', deposits: 5, logins: 5 },
  { labelId: 2, name: 'Silver', deposits: 15, logins: 15 },
  { labelId: 3, name: 'Gold', deposits: 30, logins: 25 },
  { labelId: 4, name: 'Platinum', deposits: 50, logins: 30 },
] as const;

function nextRank(labelId: number | null | undefined) {
  const index = RANKS.findIndex((rank) => rank.labelId === labelId);
  return RANKS[Math.min(index + 1, RANKS.length - 1)]!;
}

export function rankProgress(db: Db, member: Member): RankProgress {
  const label = v.safeParse(clubLabelSchema, member.data.clubLabel);
  const labelId = label.success ? label.output.labelId : undefined;
  const next = nextRank(labelId);
  const conditions: RankCondition[] = [
    {
      name: `${next.deposits} deposits`,
      current: depositSuccessCount(db, member),
      target: next.deposits,
    },
    {
      name: `${next.logins} logins`,
      current: dataNumber(member, 'loginCount') ?? 0,
      target: next.logins,
    },
  ];
  return {
    currentProgress: {
      completedConditions: conditions.filter((c) => c.current >= c.target).length,
      totalExpectedConditions: conditions.length,
    },
    playerRankProgress: {
      ...(labelId != null ? { labelId } : {}),
      playerRankName: label.success ? label.output.labelName : undefined,
    },
    conditions,
  };
}
