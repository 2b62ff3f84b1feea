/**
 * When the update check runs (spec §4, §9): at start, 1.5 s later, whenever the page becomes
 * visible, and hourly while it is visible (a hidden tab checks when it comes back).
 */
import { useEffect } from 'react';
import { UPDATE_TIMING } from '../../domains/pwa/update-rules';

export function useUpdateSchedule(check: () => void): void {
  useEffect(() => {
    const whenVisible = () => {
      if (!document.hidden) check();
    };
    check();
    const first = setTimeout(whenVisible, UPDATE_TIMING.firstCheckMs);
    const hourly = setInterval(whenVisible, UPDATE_TIMING.checkEveryMs);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      clearTimeout(first);
      clearInterval(hourly);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, [check]);
}
