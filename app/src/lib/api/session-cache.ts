/** GET answers kept for the browser session (spec §7 'optional session caching and flush'). */
const PREFIX = 'wps-cache:';

export function readSessionCache<T>(url: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + url);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeSessionCache(url: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + url, JSON.stringify(value ?? null));
  } catch {
    // Full or unavailable storage: the next call simply asks the server again.
  }
}
