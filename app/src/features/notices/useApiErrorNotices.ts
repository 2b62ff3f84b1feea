/**
 * Reacts to the request layer's failures (spec §8): a dead session logs the member out and
 * raises one 'please login' notice whose button goes to /m/login; other failures show the
 * notice or toast that `overlayForError` picks. After any failure the loading indicator is
 * hidden, and hidden again every second for 3 ticks, so that no flow leaves it spinning.
 */
import { useEffect } from 'react';
import { apiErrors } from '../../lib/api/events';
import { overlayForError } from '../../lib/overlays/error-notice';
import { overlays } from '../../lib/overlays/overlays';
import { Paths } from '../../lib/router/paths';
import { sessionStore } from '../../lib/session/store';

export const LOADING_HIDE_TICKS = 3;
export const LOADING_HIDE_INTERVAL_MS = 1000;

export function useApiErrorNotices(navigate: (to: string) => void): void {
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const hideLoadingRepeatedly = () => {
      overlays.hideLoading();
      for (let tick = 1; tick <= LOADING_HIDE_TICKS; tick++) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          overlays.hideLoading();
        }, tick * LOADING_HIDE_INTERVAL_MS);
        timers.add(timer);
      }
    };
    const unsubscribe = apiErrors.subscribe((error) => {
      hideLoadingRepeatedly();
      if (error.kind === 'session-expired') sessionStore.dispatch({ type: 'sessionExpired' });
      // alert:false callers (login, logout, status...) show their own failures, or none.
      const overlay = error.alert ? overlayForError(error, location.protocol) : null;
      if (!overlay) return;
      if (error.kind === 'session-expired' && overlay.kind === 'notice') {
        overlay.onConfirm = () => navigate(Paths.login);
      }
      overlays.open(overlay);
    });
    return () => {
      unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [navigate]);
}
