/**
 * The fastest-line picker (spec §1, §7): up to 10 shuffled domains from the domain list, each
 * asked GET {line}/wps/system/test/ping?speed={ms} with a 10 s timeout; the results sorted
 * fastest first, failures last.
 */
import { Timeout } from '../../lib/api/timeouts';

export const MAX_LINES = 10;

export type LineResult = { base: string; ms: number | null };

/** A domain name as a base URL: bare names take the page's protocol. */
export function lineBase(domainName: string, protocol: string): string {
  const trimmed = domainName.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `${protocol}//${trimmed}`;
}

export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function pickLines(
  domains: readonly string[],
  protocol: string,
  random?: () => number,
): string[] {
  const unique = [...new Set(domains.filter(Boolean).map((d) => lineBase(d, protocol)))];
  return shuffle(unique, random).slice(0, MAX_LINES);
}

export function sortByTime(results: readonly LineResult[]): LineResult[] {
  return [...results].sort((a, b) => (a.ms ?? Infinity) - (b.ms ?? Infinity));
}

/** Times one line. Pings go to other origins, so they use plain fetch without credentials. */
export async function pingLine(
  base: string,
  now: () => number = () => performance.now(),
): Promise<LineResult> {
  const started = now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Timeout.lineRace);
  try {
    const response = await fetch(`${base}/wps/system/test/ping?speed=${Math.round(started)}`, {
      signal: controller.signal,
      cache: 'no-store',
      credentials: 'omit',
    });
    return { base, ms: response.ok ? Math.round(now() - started) : null };
  } catch {
    return { base, ms: null };
  } finally {
    clearTimeout(timer);
  }
}
