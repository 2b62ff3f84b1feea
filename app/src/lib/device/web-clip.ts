/**
 * The web-clip flag (spec §4): tells an iOS web clip (a home-screen link that opens the site
 * without the manifest) from the installed web app, which always opens the manifest's start_url
 * /m/home?utm_source=homescreen (spec §9). Set to '1' when a standalone launch lacks that query
 * and the flag is unset; set to '0' whenever an installed app opens with it. Decided once at start,
 * from the URL as loaded (before any navigation drops the query); the login Device header and
 * registerMethod follow it (launch-context.ts).
 */
import { readStored, writeStored } from '../storage/storage';

export type WebClipFlag = '0' | '1';

/** The standalone signals, here rather than in launch-context so the entry reads them without
 * taking that module (a chunk of its own) onto the first paint. */
export const iosStandaloneNow = (): boolean =>
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
export const displayStandaloneNow = (): boolean => matchMedia('(display-mode: standalone)').matches;

/** The flag after a launch; unchanged in a browser tab. */
export function webClipFlagAfter(
  flag: WebClipFlag | null,
  standalone: boolean,
  homescreen: boolean,
): WebClipFlag | null {
  if (!standalone) return flag;
  return homescreen ? '0' : (flag ?? '1');
}

export const hasHomescreenQuery = (search: string): boolean =>
  new URLSearchParams(search).get('utm_source') === 'homescreen';

/** Runs in the entry with the URL as loaded; a tab leaves the flag alone. */
export function recordWebClipLaunch(search: string): void {
  if (!iosStandaloneNow() && !displayStandaloneNow()) return;
  const flag = readStored('isWebClip');
  const next = webClipFlagAfter(flag, true, hasHomescreenQuery(search));
  if (next && next !== flag) writeStored('isWebClip', next);
}
