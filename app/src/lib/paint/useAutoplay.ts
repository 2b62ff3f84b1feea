/**
 * Calls `step` every `ms` while on, paused while the page is hidden or motion is reduced. A new
 * `restartKey` (say, the slide a swipe landed on) starts the `ms` over from that moment.
 */
import { useEffect, useRef } from 'react';

export function useAutoplay(on: boolean, ms: number, step: () => void, restartKey?: unknown): void {
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);
  useEffect(() => {
    if (!on || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') stepRef.current();
    }, ms);
    return () => clearInterval(timer);
  }, [on, ms, restartKey]);
}
