/**
 * Pull to refresh: a downward pull of PULL_PX from the very top of the page refreshes.
 * Touch only; the lobby also has a refresh button for everyone else.
 */
import { useEffect } from 'react';

export const PULL_PX = 80;

export function usePullToRefresh(onRefresh: () => void): void {
  useEffect(() => {
    let startY: number | null = null;
    const start = (event: TouchEvent) => {
      startY = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const end = (event: TouchEvent) => {
      const endY = event.changedTouches[0]?.clientY;
      if (startY !== null && endY !== undefined && endY - startY >= PULL_PX) onRefresh();
      startY = null;
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchend', end, { passive: true });
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchend', end);
    };
  }, [onRefresh]);
}
