/**
 * The heartbeat data (spec §9: kept 30 days): the ad parameters of the last landing that had
 * any (gclid, ttclid, kwaiclid, twclid, utm_source) and when it beat. A player who came from an
 * ad and comes back a week later without the query still carries the ad's click ids in the
 * pixel track and the event post; thirty days after the last beat they are dropped.
 */
import { readStored, removeStored, writeStored } from '../../lib/storage/storage';

export const HEARTBEAT_DAYS = 30;
const DAY_MS = 86_400_000;

/** The address parameters kept with the click-id cookies (spec §3 pixel track). */
export const AD_PARAMS = ['gclid', 'ttclid', 'kwaiclid', 'twclid', 'utm_source'] as const;
export type AdParam = (typeof AD_PARAMS)[number];
export type AdParams = Partial<Record<AdParam, string>>;

export function adParamsOf(search: string): AdParams {
  const params = new URLSearchParams(search);
  const found: AdParams = {};
  for (const key of AD_PARAMS) {
    const value = params.get(key)?.trim();
    if (value) found[key] = value;
  }
  return found;
}

/** Whether data that beat at `at` is still kept at `now` (up to and including 30 days). */
export function heartbeatAlive(at: number, now: number): boolean {
  return Number.isFinite(at) && at <= now && now - at <= HEARTBEAT_DAYS * DAY_MS;
}

export function recordHeartbeat(search: string, now = Date.now()): void {
  const found = adParamsOf(search);
  if (Object.keys(found).length) writeStored('heartbeat', { ...found, at: String(now) });
}

/** The kept ad parameters, or none once 30 days have passed (the record is then removed). */
export function readHeartbeat(now = Date.now()): AdParams {
  const stored = readStored('heartbeat');
  if (!stored) return {};
  if (!heartbeatAlive(Number(stored.at), now)) {
    removeStored('heartbeat');
    return {};
  }
  return adParamsOf(new URLSearchParams(stored).toString());
}
