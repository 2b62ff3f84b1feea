import { describe, expect, it } from 'vitest';
import type { LimitState, SaferGamblingState } from '@wps/contract/safer-gambling';
import {
  dueCheck,
  elapsedMinutes,
  formatElapsed,
  nextCheckAt,
  sessionLimitAt,
  sessionLimitReached,
} from './session-rules';

const MIN = 60_000;
const start = Date.parse('2026-11-26T10:00:00.000Z');

describe('dueCheck', () => {
  it.each([
    ['before the first interval', 15, 14 * MIN + 59_999, null],
    ['exactly at the first', 15, 15 * MIN, start + 15 * MIN],
    ['between the first and second', 15, 29 * MIN, start + 15 * MIN],
    ['at the second', 15, 30 * MIN, start + 30 * MIN],
    ['long after, the latest one', 60, 185 * MIN, start + 180 * MIN],
    ['a 1-minute interval', 1, 61_000, start + MIN],
    ['a clock before the login', 1, -5 * MIN, null],
  ])('%s', (_name, interval, offset, expected) => {
    expect(dueCheck(start, interval, start + offset)).toBe(expected);
  });
});

describe('nextCheckAt', () => {
  it.each([
    ['right after login', 15, 0, start + 15 * MIN],
    ['a moment before the first', 15, 15 * MIN - 1, start + 15 * MIN],
    ['at the first: the second', 15, 15 * MIN, start + 30 * MIN],
    ['a clock before the login', 10, -3 * MIN, start + 10 * MIN],
  ])('%s', (_name, interval, offset, expected) => {
    expect(nextCheckAt(start, interval, start + offset)).toBe(expected);
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [59_000, '0:59'],
    [61_000, '1:01'],
    [59 * MIN + 59_000, '59:59'],
    [60 * MIN, '1:00:00'],
    [10 * 60 * MIN + 5 * MIN + 9000, '10:05:09'],
    [-5000, '0:00'],
  ])('%i ms -> %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });

  it.each([
    [0, 0],
    [59_999, 0],
    [MIN, 1],
    [125 * MIN + 30_000, 125],
    [-1, 0],
  ])('%i ms is %i whole minutes', (ms, minutes) => {
    expect(elapsedMinutes(ms)).toBe(minutes);
  });
});

const sessionLimit = (value: number | null, used: number): LimitState => ({
  kind: 'SESSION_TIME',
  period: 'DAILY',
  value,
  pending: null,
  used,
  periodEndsAt: '2026-11-27T00:00:00.000Z',
});
const state = (now: number, startedAt: number, limits: LimitState[]): SaferGamblingState => ({
  now: new Date(now).toISOString(),
  limits,
  depositRemainingMinor: null,
  realityCheckMinutes: null,
  activeBreak: null,
  session: { startedAt: new Date(startedAt).toISOString(), netMinor: 0 },
});

describe('the session-time limit', () => {
  it.each([
    ['no limit', state(start + 5 * MIN, start, [sessionLimit(null, 5)]), null],
    ['no session limit in the state', state(start, start, []), null],
    [
      'a login today: the login plus the limit',
      state(start + 5 * MIN + 30_000, start, [sessionLimit(30, 5)]),
      start + 30 * MIN,
    ],
    [
      'a login before the day: the minutes counted today',
      state(start + 20 * MIN, start - 3 * 60 * MIN, [sessionLimit(30, 20)]),
      start + 30 * MIN,
    ],
    ['already over', state(start + 45 * MIN, start, [sessionLimit(30, 45)]), start + 30 * MIN],
  ])('%s', (_name, read, expected) => {
    expect(sessionLimitAt(read)).toBe(expected);
  });

  it.each([
    ['a minute before', 29 * MIN, false],
    ['a millisecond before', 30 * MIN - 1, false],
    ['exactly at the limit', 30 * MIN, true],
    ['after it', 31 * MIN, true],
  ])('%s', (_name, offset, reached) => {
    const read = state(start + 5 * MIN, start, [sessionLimit(30, 5)]);
    expect(sessionLimitReached(read, start + offset)).toBe(reached);
  });

  it('is never reached without a limit', () => {
    expect(sessionLimitReached(state(start, start, [sessionLimit(null, 0)]), start + 1e9)).toBe(
      false,
    );
  });
});
