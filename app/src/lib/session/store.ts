/** The one session store of the app, persisted as MC_SESSION_INFO. */
import { useSyncExternalStore } from 'react';
import { createStore } from '../store';
import { readStored, removeStored, storedText, writeStored } from '../storage/storage';
import {
  initialSessionState,
  sessionReducer,
  type SessionEvent,
  type SessionState,
} from './reducer';

/**
 * The stored text the session starts from: the stored-session watcher (stored-session-sync.ts)
 * loads after the first paint and compares with it, so a change made meanwhile is not missed.
 */
export const bootSessionText = storedText('MC_SESSION_INFO');

export const sessionStore = createStore<SessionState, SessionEvent>(
  initialSessionState(readStored('MC_SESSION_INFO')),
  sessionReducer,
  (next) => {
    if (next.session) writeStored('MC_SESSION_INFO', next.session);
    else removeStored('MC_SESSION_INFO');
  },
);

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The current token, for the request layer (which must not depend on React). */
export function currentToken(): string | null {
  return sessionStore.get().session?.token ?? null;
}
