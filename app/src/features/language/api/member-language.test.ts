import { describe, expect, it } from 'vitest';
import { guestState, type SessionState } from '../../../lib/session/reducer';
import { shouldSyncLanguage } from './member-language';

const member = (type: number | null): SessionState => ({
  status: 'member',
  expired: false,
  session: { id: 1, token: 't', merchantCode: 'demo', userName: 'u', type, firstTimeLogin: false },
});

describe('member language sync (spec §3)', () => {
  it.each<[string, SessionState, boolean]>([
    ['guest', guestState, false],
    ['member type 0', member(0), true],
    ['agent type 1', member(1), true],
    ['agent type 2', member(2), true],
    ['type 4 skips it', member(4), false],
    ['type not known yet', member(null), true],
  ])('%s → %s', (_name, session, expected) => {
    expect(shouldSyncLanguage(session)).toBe(expected);
  });
});
