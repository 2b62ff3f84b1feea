/**
 * Whether the top download bar shows (spec §2, §4), as a pure function. Hidden when the site
 * hides it, when it was closed in this session (hideDownloadBar), wherever the app is not offered
 * (domains/app-download/links offersApp: native shell, installed web app, web clip without an iOS
 * link, an iOS that cannot run a web app, no link), and until its optional requirements hold:
 * a login, and a minimum VIP rank (project settings bar_login_required, bar_min_vip_rank).
 */
import type { DownloadSettings } from '@wps/contract/download';
import { isOn, numberOf } from './settings';

export type BarInput = {
  offered: boolean;
  hiddenBySite: boolean;
  closedThisSession: boolean;
  /** null while the settings are still on their way: requirements unknown, so no bar yet. */
  settings: DownloadSettings | null;
  loggedIn: boolean;
  /** The member's rankLevel; null when not loaded (or a guest). */
  rankLevel: number | null;
};

export function barNeedsRank(settings: DownloadSettings | null): boolean {
  return !!settings && numberOf(settings, 'bar_min_vip_rank') !== null;
}

export function showsBar(input: BarInput): boolean {
  const { settings } = input;
  if (!input.offered || input.hiddenBySite || input.closedThisSession || !settings) return false;
  const minRank = numberOf(settings, 'bar_min_vip_rank');
  if ((isOn(settings, 'bar_login_required') || minRank !== null) && !input.loggedIn) return false;
  return minRank === null || (input.rankLevel ?? 0) >= minRank;
}

/**
 * Whether showsBar's answer is final (index.html's room for the bar is kept until it
 * is): not while the settings, or a required member rank, are on their way.
 */
export function barDecisionKnown(input: BarInput, rankPending: boolean): boolean {
  if (!input.offered || input.hiddenBySite || input.closedThisSession) return true;
  return input.settings !== null && !rankPending;
}
