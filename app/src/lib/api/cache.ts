/** Named cache durations for TanStack Query; no magic numbers at call sites. */
export const CacheTime = {
  /** Data that must be fresh on every screen (site status is no-cache, spec §7). */
  none: 0,
  /** Member data: fresh enough between two taps, refetched on focus. */
  short: 30_000,
  /** Lists that change a few times a day (games, promotions). */
  long: 10 * 60_000,
} as const;
