/**
 * A second submit within 500 ms is ignored (spec §5), for login and registration: a double tap
 * on a slow phone must not send two encrypted posts.
 */
import { useCallback, useRef } from 'react';

export const DOUBLE_SUBMIT_MS = 500;

export function createSubmitGuard(
  windowMs = DOUBLE_SUBMIT_MS,
  now: () => number = () => Date.now(),
) {
  let last = -Infinity;
  return (): boolean => {
    const at = now();
    if (at - last < windowMs) return false;
    last = at;
    return true;
  };
}

export function useSubmitGuard(windowMs = DOUBLE_SUBMIT_MS): () => boolean {
  const guard = useRef<(() => boolean) | null>(null);
  return useCallback(() => {
    guard.current ??= createSubmitGuard(windowMs);
    return guard.current();
  }, [windowMs]);
}
