import { describe, expect, it } from 'vitest';
import { guestState, initialSessionState, sessionReducer, type SessionState } from './reducer';
import type { SessionInfo } from './types';

const session: SessionInfo = {
  id: 7,
  token: 'tok-1',
  merchantCode: 'demo',
  userName: 'demo01',
  type: 0,
  firstTimeLogin: false,
};
const member: SessionState = { status: 'member', session, expired: false };

describe('session reducer', () => {
  it('starts as a member only when a stored session has a token', () => {
    expect(initialSessionState(null)).toEqual(guestState);
    expect(initialSessionState({ ...session, token: '' })).toEqual(guestState);
    expect(initialSessionState(session)).toEqual(member);
  });

  it.each<[string, SessionState, Parameters<typeof sessionReducer>[1], SessionState]>([
    ['login from guest', guestState, { type: 'loggedIn', session }, member],
    ['logout', member, { type: 'loggedOut' }, guestState],
    [
      'expiry of a member',
      member,
      { type: 'sessionExpired' },
      { status: 'guest', session: null, expired: true },
    ],
    ['expiry of a guest changes nothing', guestState, { type: 'sessionExpired' }, guestState],
    [
      'member info ignored for a guest',
      guestState,
      { type: 'memberLoaded', id: 1, userName: 'x', memberType: 0 },
      guestState,
    ],
    [
      'member info fills a bare token',
      {
        status: 'member',
        expired: false,
        session: { ...session, id: null, userName: '', type: null },
      },
      { type: 'memberLoaded', id: 7, userName: 'demo01', memberType: 0 },
      member,
    ],
    [
      'stored session gone (another tab logged out)',
      member,
      { type: 'storedSessionChanged', session: null },
      guestState,
    ],
    [
      'stored session gone, already a guest: the expiry stays shown',
      { status: 'guest', session: null, expired: true },
      { type: 'storedSessionChanged', session: null },
      { status: 'guest', session: null, expired: true },
    ],
    [
      'stored session without a token counts as gone',
      member,
      { type: 'storedSessionChanged', session: { ...session, token: '' } },
      guestState,
    ],
    [
      'stored session appears (another tab logged in)',
      guestState,
      { type: 'storedSessionChanged', session },
      member,
    ],
    [
      'stored session of another account replaces this one',
      member,
      { type: 'storedSessionChanged', session: { ...session, token: 'tok-2', userName: 'b' } },
      { status: 'member', expired: false, session: { ...session, token: 'tok-2', userName: 'b' } },
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(sessionReducer(state, event)).toEqual(expected);
  });

  it('keeps the same state object when the stored session is its own, read back', () => {
    const bare: SessionState = {
      status: 'member',
      expired: false,
      session: { ...session, userName: '', type: null },
    };
    expect(sessionReducer(bare, { type: 'storedSessionChanged', session })).toBe(bare);
  });

  it('adopts a token from the address bar as a new session', () => {
    const next = sessionReducer(guestState, {
      type: 'tokenAdopted',
      token: 'tok-2',
      merchantCode: 'demo',
    });
    expect(next).toEqual({
      status: 'member',
      expired: false,
      session: {
        id: null,
        token: 'tok-2',
        merchantCode: 'demo',
        userName: '',
        type: null,
        firstTimeLogin: false,
      },
    });
  });

  it('keeps the same state object when the adopted token is the current one', () => {
    expect(
      sessionReducer(member, { type: 'tokenAdopted', token: 'tok-1', merchantCode: 'demo' }),
    ).toBe(member);
  });
});
