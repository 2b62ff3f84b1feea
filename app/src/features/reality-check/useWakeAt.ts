/** Small timers of the session tools: re-render at a moment, or every so often. */
import { useEffect, useState } from 'react';

/** setTimeout's longest delay; a later moment is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * This device's time as of the last wake, waking when `next(now)` (this device's clock) comes:
 * one timer to the moment, no polling. `next` answers the moment after `now`, or null for none;
 * after each wake it is asked again (the reality check's next interval).
 */
export function useNextWake(next: (now: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const at = next(now);
  useEffect(() => {
    if (at === null || now >= at) return;
    const delay = Math.min(Math.max(0, at - Date.now()), MAX_DELAY_MS);
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [at, now]);
  return now;
}

/** This device's time, read again when `at` comes (null: no moment to wait for). */
export function useWakeAt(at: number | null): number {
  return useNextWake(() => at);
}

/** This device's time, every `ms` (the header's session clock ticks each second). */
export function useTicker(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
