/**
 * One server popup at a time: the welcome image popups wait until the announcement popup has
 * decided not to show or has been closed, so two modals never stack on a first visit.
 */
import { useSyncExternalStore } from 'react';
import { createStore } from '../store';

const store = createStore<boolean, boolean>(false, (_settled, next) => next);

/** The announcement host calls this with true once it is done (not shown, closed or failed). */
export function setAnnouncementSettled(settled: boolean): void {
  store.dispatch(settled);
}

export function useAnnouncementSettled(): boolean {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
