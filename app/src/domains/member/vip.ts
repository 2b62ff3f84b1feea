/** VIP rules (spec §4 "VIP"): pure, so the home button, member home and benefits page agree. */
import type { MemberInfo } from '@wps/contract/member';
import type { SiteStatus } from '@wps/contract/status';
import type { RankProgress } from '@wps/contract/vip';

type ClubLabel = MemberInfo['clubLabel'];

/** hasVip: the member's label has a name. */
export function hasVip(label: ClubLabel): boolean {
  return !!label?.labelName?.trim();
}

/**
 * Completed conditions over total expected, between 0 and 1; 1 when there is no labelId (spec),
 * and when nothing is expected (no division by zero).
 */
export function vipProgress(
  progress: Pick<RankProgress, 'currentProgress' | 'playerRankProgress'>,
): number {
  if (progress.playerRankProgress.labelId == null) return 1;
  const { completedConditions, totalExpectedConditions } = progress.currentProgress;
  if (totalExpectedConditions <= 0) return 1;
  return Math.min(1, Math.max(0, completedConditions / totalExpectedConditions));
}

/**
 * The progress the benefits page draws: the spec's ratio, but never more than the share of the
 * conditions it lists as met. A player who reads "Not yet" beside a condition would not believe a
 * full bar (a server may send conditions without a labelId, where the spec's ratio is 1).
 */
export function shownVipProgress(
  progress: Pick<RankProgress, 'currentProgress' | 'playerRankProgress' | 'conditions'>,
): number {
  const ratio = vipProgress(progress);
  const listed = progress.conditions;
  if (listed.length === 0) return ratio;
  const met = listed.filter((condition) => condition.current >= condition.target).length;
  return Math.min(ratio, met / listed.length);
}

/**
 * The site's vipProgress switch: an operator who turns it off shows no bar toward the next level
 * (the conditions stay listed). Only an explicit false hides it: a site that never set the switch
 * keeps the page as it was.
 */
export function showsVipProgress(status: Pick<SiteStatus, 'vipProgress'> | undefined): boolean {
  return status?.vipProgress !== false;
}
