/**
 * Ad click ids (spec §3, §9): a landing with fbclid sets Meta's _fbc cookie, and _fbp when the
 * browser has none, for 90 days, in Meta's own format (fb.1.<ms>.<value>), so the operator's
 * pixel track can report them at registration.
 */
import { getCookie, setCookie } from '../../lib/storage/cookies';

export const CLICK_ID_COOKIE_DAYS = 90;

export function fbcValue(fbclid: string, now: number): string {
  return `fb.1.${now}.${fbclid}`;
}

export function fbpValue(now: number, random: () => number = Math.random): string {
  return `fb.1.${now}.${Math.floor(random() * 9e9 + 1e9)}`;
}

export function recordClickIds(search: string, now = Date.now()): void {
  const fbclid = new URLSearchParams(search).get('fbclid')?.trim();
  if (!fbclid) return;
  const current = getCookie('_fbc');
  if (!current?.endsWith(`.${fbclid}`))
    setCookie('_fbc', fbcValue(fbclid, now), CLICK_ID_COOKIE_DAYS);
  if (!getCookie('_fbp')) setCookie('_fbp', fbpValue(now), CLICK_ID_COOKIE_DAYS);
}
