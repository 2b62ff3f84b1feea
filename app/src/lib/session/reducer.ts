/**
 * The session as a pure reducer over past-tense events, so that every transition is tested
 * without React (spec §4 Login, Logout and token change, Session expiry).
 */
import type { SessionInfo } from './types';

export type SessionState =
  | { status: 'guest'; session: null; expired: boolean }
  | { status: 'member'; session: SessionInfo; expired: false };

export type SessionEvent =
  /** A login or registration answered with a token. */
  | { type: 'loggedIn'; session: SessionInfo }
  /** A token arrived in the address bar (?token= / ?tokens=) and replaces the stored one. */
  | { type: 'tokenAdopted'; token: string; merchantCode: string }
  /** Member info arrived for the current token and fills in what a bare token lacks. */
  | { type: 'memberLoaded'; id: number | null; userName: string; memberType: number }
  /** The player logged out. */
  | { type: 'loggedOut' }
  /** The server said the token is dead (spec §8). */
  | { type: 'sessionExpired' }
  /**
   * The stored session changed under this page: another tab logged in or out, or the native
   * shell wrote it (lib/session/stored-session-sync.ts). Null when it is gone or unreadable.
   */
  | { type: 'storedSessionChanged'; session: SessionInfo | null };

export const guestState: SessionState = { status: 'guest', session: null, expired: false };

export function initialSessionState(stored: SessionInfo | null): SessionState {
  return stored?.token ? { status: 'member', session: stored, expired: false } : guestState;
}

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'loggedIn':
      return { status: 'member', session: event.session, expired: false };
    case 'tokenAdopted':
      if (state.session?.token === event.token) return state;
      return {
        status: 'member',
        expired: false,
        session: {
          id: null,
          token: event.token,
          merchantCode: event.merchantCode,
          userName: '',
          type: null,
          firstTimeLogin: false,
        },
      };
    case 'memberLoaded':
      if (state.status !== 'member') return state;
      return {
        ...state,
        session: {
          ...state.session,
          id: event.id ?? state.session.id,
          userName: event.userName,
          type: event.memberType,
        },
      };
    case 'loggedOut':
      return guestState;
    case 'sessionExpired':
      return state.status === 'member' ? { status: 'guest', session: null, expired: true } : state;
    case 'storedSessionChanged':
      if (!event.session?.token) return state.status === 'member' ? guestState : state;
      // This page's own write, read back: the member info it holds stays.
      if (event.session.token === state.session?.token) return state;
      return { status: 'member', session: event.session, expired: false };
  }
}
