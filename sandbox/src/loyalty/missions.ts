/**
 * Missions: each counts one metric of the member's real activity (paid deposits, their amount,
 * logins), so a deposit paid on the stand-in page or a login moves it. A complete mission is
 * claimed once for its points (a MISSION entry of the points ledger).
 */
import {
  LoyaltyErrorCode,
  type Mission,
  type MissionClaim,
  type MissionMetric,
} from '@wps/contract/loyalty';
import type { Db } from '../db/db.ts';
import { MoneyRefusal } from '../money/refusal.ts';
import { depositSuccessCount } from '../money/summary.ts';
import { dataNumber, type Member } from '../member/members.ts';
import { bookPoints, pointsBalance } from './points.ts';
import type { MissionSetting } from './settings.ts';

/** Minor units of the member's paid deposit orders (the ledger's deposits, not older ones). */
function paidDepositAmount(db: Db, memberId: number): number {
  const row = db
    .prepare(
      "SELECT COALESCE(SUM(amountMinor), 0) AS total FROM deposit_orders WHERE memberId = ? AND status = 'PAID'",
    )
    .get(memberId) as { total: number };
  return row.total;
}

/** Every metric's current count for one member, read once per board. */
export function memberMetrics(db: Db, member: Member): Record<MissionMetric, number> {
  return {
    // The same count the account summary and the VIP progress show.
    DEPOSIT_COUNT: depositSuccessCount(db, member),
    DEPOSIT_AMOUNT: paidDepositAmount(db, member.id),
    LOGIN_COUNT: dataNumber(member, 'loginCount') ?? 0,
  };
}

/** A mission as the member sees it: progress capped at the target, and what they may do. */
export function missionView(mission: MissionSetting, count: number, claimed: boolean): Mission {
  const progress = Math.min(Math.max(count, 0), mission.target);
  return {
    ...mission,
    progress,
    status: claimed ? 'CLAIMED' : progress >= mission.target ? 'CLAIMABLE' : 'IN_PROGRESS',
  };
}

function claimedIds(db: Db, memberId: number): Set<string> {
  const rows = db
    .prepare('SELECT missionId FROM mission_claims WHERE memberId = ?')
    .all(memberId) as { missionId: string }[];
  return new Set(rows.map((row) => row.missionId));
}

export function memberMissions(db: Db, member: Member, missions: MissionSetting[]): Mission[] {
  const metrics = memberMetrics(db, member);
  const claimed = claimedIds(db, member.id);
  return missions.map((m) => missionView(m, metrics[m.metric], claimed.has(m.id)));
}

/** Runs inside the caller's transaction (the idempotency record's). */
export function claimMission(
  db: Db,
  member: Member,
  missions: MissionSetting[],
  missionId: string,
): MissionClaim {
  const mission = missions.find((entry) => entry.id === missionId);
  if (!mission) throw new MoneyRefusal(LoyaltyErrorCode.missionNotFound, 'No such mission');
  const [view] = memberMissions(db, member, [mission]);
  if (view?.status === 'CLAIMED') {
    throw new MoneyRefusal(LoyaltyErrorCode.missionClaimed, 'This mission has been claimed');
  }
  if (view?.status !== 'CLAIMABLE') {
    throw new MoneyRefusal(LoyaltyErrorCode.missionNotComplete, 'This mission is not complete');
  }
  const at = Date.now();
  // UNIQUE (memberId, missionId) guards what the status check above already refused.
  db.prepare(
    'INSERT INTO mission_claims (memberId, missionId, points, createdAt) VALUES (?, ?, ?, ?)',
  ).run(member.id, mission.id, mission.points, at);
  bookPoints(db, {
    memberId: member.id,
    type: 'MISSION',
    points: mission.points,
    reference: mission.title,
    at,
  });
  return {
    missionId: mission.id,
    points: mission.points,
    pointsBalance: pointsBalance(db, member.id),
  };
}
