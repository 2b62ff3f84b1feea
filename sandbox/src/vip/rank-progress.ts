/**
 * MCSFE_getPlayerRankProgress (contract/README.md "VIP"): the next rank's conditions from the
 * member's real counts, successful deposits and logins, so a deposit or a login moves it. The
 * conditions come with the labelId and name of the rank they lead to, so the spec's "1 without a
 * labelId" is left for a member at the top rank, who has nothing more to reach.
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

/** The rank after the member's; a member without a (known) label works towards the first. */
function nextRank(labelId: number | null | undefined) {
  return RANKS[RANKS.findIndex((rank) => rank.labelId === labelId) + 1];
}

export function rankProgress(db: Db, member: Member): RankProgress {
  const label = v.safeParse(clubLabelSchema, member.data.clubLabel);
  const labelId = label.success ? label.output.labelId : undefined;
  const next = nextRank(labelId);
  if (!next) {
    const top = { completedConditions: 0, totalExpectedConditions: 0 };
    return { currentProgress: top, playerRankProgress: {}, conditions: [] };
  }
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
    playerRankProgress: { labelId: next.labelId, playerRankName: next.name },
    conditions,
  };
}
