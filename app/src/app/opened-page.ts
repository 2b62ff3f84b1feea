/**
 * Whether the opened page's chunk is in (app/routes.tsx asks for it as the entry runs), so that
 * Boot's first draw of the routes shows the page, not the routes' spinner. A chunk
 * that failed counts as in: the route's boundary shows its retry. A chunk that never comes is
 * waited for `OPENED_PAGE_WAIT_MS` at most, then the routes draw with their spinner.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from '../lib/store';

export const OPENED_PAGE_WAIT_MS = 10_000;

export const pageIn = createStore<boolean, boolean>(false, (was, now) => was || now);

/** `when`: the wait starts once the rest of the first screen is in (the status, the language). */
export function useOpenedPageIn(when: boolean): boolean {
  const loaded = useSyncExternalStore(pageIn.subscribe, pageIn.get);
  useEffect(() => {
    if (!when || loaded) return;
    const cap = setTimeout(() => pageIn.dispatch(true), OPENED_PAGE_WAIT_MS);
    return () => clearTimeout(cap);
  }, [when, loaded]);
  return loaded;
}
