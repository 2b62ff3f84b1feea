// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readStored } from '../../lib/storage/storage';
import { heartbeatAlive, readHeartbeat, recordHeartbeat } from './heartbeat';

const DAY = 86_400_000;
const NOW = 1_700_000_000_000;

afterEach(() => localStorage.clear());

describe('the heartbeat data (spec §9: kept 30 days)', () => {
  it.each([
    [NOW, true],
    [NOW - 29 * DAY, true],
    [NOW - 30 * DAY, true],
    [NOW - 30 * DAY - 1, false],
    [NOW - 90 * DAY, false],
    [NOW + DAY, false],
    [Number.NaN, false],
  ])('beat at %d: kept %s', (at, kept) => expect(heartbeatAlive(at, NOW)).toBe(kept));

  it('keeps a landing’s ad parameters, not others, and drops them after 30 days', () => {
    recordHeartbeat('?twclid=tw1&utm_source=fb&token=secret&r=ref', NOW);
    expect(readStored('heartbeat')).toEqual({ twclid: 'tw1', utm_source: 'fb', at: String(NOW) });
    expect(readHeartbeat(NOW + 30 * DAY)).toEqual({ twclid: 'tw1', utm_source: 'fb' });
    expect(readHeartbeat(NOW + 31 * DAY)).toEqual({});
    expect(readStored('heartbeat')).toBeNull();
  });

  it('a landing without ad parameters leaves the kept ones beating as they were', () => {
    recordHeartbeat('?gclid=g1', NOW);
    recordHeartbeat('?r=ref', NOW + 10 * DAY);
    expect(readStored('heartbeat')).toEqual({ gclid: 'g1', at: String(NOW) });
  });
});
