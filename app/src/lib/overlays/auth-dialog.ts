/**
 * The login and registration modals (spec §2, §4): any screen may ask for one; the shell shows
 * it and closes it when the player logs in or moves to another page.
 */
import { useSyncExternalStore } from 'react';
import { createStore } from '../store';

export type AuthDialogKind = 'login' | 'register';

const store = createStore<AuthDialogKind | null, AuthDialogKind | null>(null, (_, next) => next);

export const authDialog = {
  open: (kind: AuthDialogKind) => store.dispatch(kind),
  close: () => store.dispatch(null),
  get: store.get,
};

export function useAuthDialog(): AuthDialogKind | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
