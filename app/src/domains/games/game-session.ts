/**
 * When the game frame opened (spec §4: the in-game download popup appears a set number of
 * seconds from game start). The frame reports its own opening and closing; whoever needs the
 * time reads it here, so the game feature and the app-download feature never import each other.
 */
import { useSyncExternalStore } from 'react';
import { createStore } from '../../lib/store';

/** Epoch ms of the open game's start, or null while no game is open. */
const store = createStore<number | null, number | null>(null, (_state, next) => next);

export function gameStarted(at: number = Date.now()): void {
  store.dispatch(at);
}

export function gameEnded(): void {
  store.dispatch(null);
}

export function useGameStartedAt(): number | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
