/** GET answers kept for the browser session (spec §7 'optional session caching and flush'). */
import * as v from 'valibot';

const PREFIX = 'wps-cache:';

/**
 * The kept answer (already the schema's output), checked against the call's schema: a tampered
 * or stale one is dropped and the server asked again (storage is checked when read).
 */
export function readSessionCache<T>(
  url: string,
  schema: v.GenericSchema<unknown, T>,
): T | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + url);
    if (raw === null) return undefined;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
    sessionStorage.removeItem(PREFIX + url);
  } catch {
    // Invalid JSON or unavailable storage: the server is asked again.
  }
  return undefined;
}

export function writeSessionCache(url: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + url, JSON.stringify(value ?? null));
  } catch {
    // Full or unavailable storage: the next call simply asks the server again.
  }
}
