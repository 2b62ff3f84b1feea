/**
 * Issue 18: on home, the first banner is the page's largest paint, and the after-paint overlays
 * (some 25 chunks and 300 ms of script on a slow phone) downloaded and ran in front of it. They
 * now wait until home has drawn its content, or its content call has failed. Other pages draw
 * nothing they would compete with, and never wait; nor does home when the player arrives on it
 * from another page. A page whose content never comes (a failed chunk) holds them back for
 * MAIN_CONTENT_WAIT_MS at most.
 */
import { startTransition, useEffect, useState } from 'react';
import { HOME_PATHS } from '../router/paths';
import { createStore } from '../store';

export const MAIN_CONTENT_WAIT_MS = 5000;

const store = createStore<boolean, 'shown'>(!HOME_PATHS.includes(location.pathname), () => true);

/** Home's content is drawn (or will not be): the overlays may come. */
export function markMainContentShown(): void {
  store.dispatch('shown');
}

/** Runs `run` once home's content is drawn, at once when it is (or on any other page). */
export function afterMainContent(run: () => void): void {
  if (store.get()) return run();
  const stop = store.subscribe(() => {
    stop();
    run();
  });
}

/**
 * What comes with the mark (the overlays, the footer, the page's head) is drawn as a transition,
 * in slices of a few milliseconds: a store update would redraw the whole page in one task.
 */
export function useMainContentShown(): boolean {
  const [shown, setShown] = useState(store.get);
  useEffect(() => {
    if (shown) return;
    const stop = store.subscribe(() => startTransition(() => setShown(store.get())));
    // Marked between the first render and this effect.
    if (store.get()) startTransition(() => setShown(true));
    const timer = window.setTimeout(markMainContentShown, MAIN_CONTENT_WAIT_MS);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [shown]);
  return shown;
}
