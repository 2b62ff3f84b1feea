/**
 * Issue 18: on home, the first banner is the page's largest paint, and the after-paint overlays
 * (some 25 chunks and 300 ms of script on a slow phone) downloaded and ran in front of it. They
 * now wait until home has drawn its content, or its content call has failed. Other pages draw
 * nothing they would compete with, and never wait; nor does home when the player arrives on it
 * from another page. A page whose content never comes (a failed chunk) holds them back for
 * MAIN_CONTENT_WAIT_MS at most.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { HOME_PATHS } from '../router/paths';
import { createStore } from '../store';

export const MAIN_CONTENT_WAIT_MS = 5000;

const store = createStore<boolean, 'shown'>(!HOME_PATHS.includes(location.pathname), () => true);

/** Home's content is drawn (or will not be): the overlays may come. */
export function markMainContentShown(): void {
  store.dispatch('shown');
}

export function useMainContentShown(): boolean {
  const shown = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(() => {
    if (shown) return;
    const timer = window.setTimeout(markMainContentShown, MAIN_CONTENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}
