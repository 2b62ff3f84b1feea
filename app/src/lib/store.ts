/**
 * A minimal external store for client state (a few hundred bytes instead of a state library):
 * state changes only through dispatched events, React reads it with useSyncExternalStore.
 */
export type Store<S, E> = {
  get(): S;
  dispatch(event: E): void;
  subscribe(listener: () => void): () => void;
};

export function createStore<S, E>(
  initial: S,
  reduce: (state: S, event: E) => S,
  onChange?: (next: S, prev: S) => void,
): Store<S, E> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(event) {
      const prev = state;
      state = reduce(prev, event);
      if (state === prev) return;
      onChange?.(state, prev);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
