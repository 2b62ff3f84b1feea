/**
 * A ?token= link opened by a guest signs them in as whoever the link belongs to. Until the
 * player has seen whose account that is, the link's token is "pending" here, and the guard
 * shows the account's masked name with a way out instead of the page (nothing about money
 * before that). In memory only: a reload after that moment is the player's own doing.
 */
import { useSyncExternalStore } from 'react';

let pending: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  pending = next;
  for (const listener of listeners) listener();
}

export const markTokenLink = (token: string) => set(token);
export const clearTokenLink = () => set(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => pending;

export function usePendingTokenLink(): string | null {
  return useSyncExternalStore(subscribe, get, get);
}
