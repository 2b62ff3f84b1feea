/**
 * Affiliate attribution (spec §2, §3): operators pay affiliates by it, so it is kept from the
 * first landing until registration. The subdomain is the affiliate code ('preview' counts as
 * www, i.e. none); the affiliateCode parameter wins over it; r or referralCode is the referral.
 */
import type { RegInfo } from '../../lib/storage/keys';

const NOT_AFFILIATES = new Set(['www', 'preview']);

export function affiliateFromHost(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  const labels = host.split('.');
  // *.localhost resolves to this machine in browsers: agent7.localhost is a local affiliate host.
  const minimum = host.endsWith('.localhost') ? 2 : 3;
  if (labels.length < minimum) return undefined;
  const sub = labels[0] ?? '';
  return sub && !NOT_AFFILIATES.has(sub) ? sub : undefined;
}

export function attributionFrom(hostname: string, search: string): RegInfo {
  const params = new URLSearchParams(search);
  const affiliateCode = params.get('affiliateCode')?.trim() || affiliateFromHost(hostname);
  const referralCode = (params.get('r') ?? params.get('referralCode'))?.trim() || undefined;
  return {
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
  };
}

/** New codes replace stored ones; the original domain is the one of the first landing. */
export function mergeRegInfo(stored: RegInfo | null, landed: RegInfo, hostname: string): RegInfo {
  return { ...stored, ...landed, originalDomain: stored?.originalDomain ?? hostname };
}
