/**
 * Whether the site offers the reward centre: the project's reading of the REWCEN3 switch of
 * whitelabelVal (spec §3 names it without its effect). One rule for the member menu,
 * which lists the centre, and the page, which shows it: undefined while the status is unknown.
 */
import type { SiteStatus } from '@wps/contract/status';
import { useSiteStatus } from './status';

export function rewardCentreOffered(status: SiteStatus | undefined): boolean | undefined {
  return status ? status.whitelabelVal.REWCEN3 === true : undefined;
}

export function useRewardCentreOffered(): boolean | undefined {
  return rewardCentreOffered(useSiteStatus().data);
}
