/**
 * Reacts to the request layer's failures (spec §8): a dead session logs the member out and
 * raises one 'please login' notice whose button goes to /m/login; other failures show the
 * notice or toast that `overlayForError` picks.
 */
import { useEffect } from 'react';
import { apiErrors } from '../../lib/api/events';
import { overlayForError } from '../../lib/overlays/error-notice';
import { overlays } from '../../lib/overlays/overlays';
import { Paths } from '../../lib/router/paths';
import { sessionStore } from '../../lib/session/store';

export function useApiErrorNotices(navigate: (to: string) => void): void {
  useEffect(
    () =>
      apiErrors.subscribe((error) => {
        if (error.kind === 'session-expired') sessionStore.dispatch({ type: 'sessionExpired' });
        // alert:false callers (login, logout...) show their own failures, or none.
        const overlay = error.alert ? overlayForError(error, location.protocol) : null;
        if (!overlay) return;
        if (error.kind === 'session-expired' && overlay.kind === 'notice') {
          overlay.onConfirm = () => navigate(Paths.login);
        }
        overlays.open(overlay);
      }),
    [navigate],
  );
}
