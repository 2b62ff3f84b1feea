import { describe, expect, it } from 'vitest';
import type { LimitPeriod } from './safer-gambling.ts';
import {
  changeLimit,
  cappedLimit,
  depositedMinor,
  limitAt,
  netLossMinor,
  NO_LIMIT,
  periodWindow,
  remaining,
  selfExclusionEnd,
  timeOutEnd,
  type StoredLimit,
} from './safer-gambling-rules.ts';

const at = (iso: string) => Date.parse(iso);
const HOUR = 60 * 60 * 1000;

describe('periodWindow', () => {
  it.each<[string, LimitPeriod, string, string, string]>([
    // Asia/Manila: UTC+8 all year.
    [
      'Asia/Manila',
      'DAILY',
      '2026-11-26T03:43:00Z',
      '2026-11-25T16:00:00Z',
      '2026-11-26T16:00:00Z',
    ],
    [
      'Asia/Manila',
      'DAILY',
      '2026-11-25T16:00:00Z',
      '2026-11-25T16:00:00Z',
      '2026-11-26T16:00:00Z',
    ],
    [
      'Asia/Manila',
      'DAILY',
      '2026-11-25T15:59:59.999Z',
      '2026-11-24T16:00:00Z',
      '2026-11-25T16:00:00Z',
    ],
    // Thursday 26 November: the week from Monday 23rd.
    [
      'Asia/Manila',
      'WEEKLY',
      '2026-11-26T03:43:00Z',
      '2026-11-22T16:00:00Z',
      '2026-11-29T16:00:00Z',
    ],
    [
      'Asia/Manila',
      'MONTHLY',
      '2026-11-26T03:43:00Z',
      '2026-10-31T16:00:00Z',
      '2026-11-30T16:00:00Z',
    ],
    // 1 January 2027 04:00 local (a Friday) is still 31 December in UTC.
    [
      'Asia/Manila',
      'MONTHLY',
      '2026-12-31T20:00:00Z',
      '2026-12-31T16:00:00Z',
      '2027-01-31T16:00:00Z',
    ],
    [
      'Asia/Manila',
      'WEEKLY',
      '2026-12-31T20:00:00Z',
      '2026-12-27T16:00:00Z',
      '2027-01-03T16:00:00Z',
    ],
    // Europe/London, clocks forward on 29 March 2026 (01:00 GMT -> 02:00 BST): a 23 h day.
    [
      'Europe/London',
      'DAILY',
      '2026-03-29T12:00:00Z',
      '2026-03-29T00:00:00Z',
      '2026-03-29T23:00:00Z',
    ],
    [
      'Europe/London',
      'DAILY',
      '2026-03-29T23:30:00Z',
      '2026-03-29T23:00:00Z',
      '2026-03-30T23:00:00Z',
    ],
    [
      'Europe/London',
      'WEEKLY',
      '2026-03-29T12:00:00Z',
      '2026-03-23T00:00:00Z',
      '2026-03-29T23:00:00Z',
    ],
    [
      'Europe/London',
      'WEEKLY',
      '2026-03-29T23:30:00Z',
      '2026-03-29T23:00:00Z',
      '2026-04-05T23:00:00Z',
    ],
    [
      'Europe/London',
      'MONTHLY',
      '2026-03-15T12:00:00Z',
      '2026-03-01T00:00:00Z',
      '2026-03-31T23:00:00Z',
    ],
    // Clocks back on 25 October 2026 (02:00 BST -> 01:00 GMT): a 25 h day.
    [
      'Europe/London',
      'DAILY',
      '2026-10-25T01:30:00Z',
      '2026-10-24T23:00:00Z',
      '2026-10-26T00:00:00Z',
    ],
    [
      'Europe/London',
      'DAILY',
      '2026-10-24T23:00:00Z',
      '2026-10-24T23:00:00Z',
      '2026-10-26T00:00:00Z',
    ],
    [
      'Europe/London',
      'DAILY',
      '2026-10-24T22:59:59.999Z',
      '2026-10-23T23:00:00Z',
      '2026-10-24T23:00:00Z',
    ],
    // America/Sao_Paulo, 4 November 2018: 00:00 became 01:00, so the day started at 01:00 local.
    [
      'America/Sao_Paulo',
      'DAILY',
      '2018-11-04T12:00:00Z',
      '2018-11-04T03:00:00Z',
      '2018-11-05T02:00:00Z',
    ],
    [
      'America/Sao_Paulo',
      'DAILY',
      '2018-11-04T02:59:59.999Z',
      '2018-11-03T03:00:00Z',
      '2018-11-04T03:00:00Z',
    ],
    [
      'America/Sao_Paulo',
      'WEEKLY',
      '2018-11-04T12:00:00Z',
      '2018-10-29T03:00:00Z',
      '2018-11-05T02:00:00Z',
    ],
    [
      'America/Sao_Paulo',
      'MONTHLY',
      '2018-11-04T12:00:00Z',
      '2018-11-01T03:00:00Z',
      '2018-12-01T02:00:00Z',
    ],
    // 17 February 2019: 00:00 became 23:00 of the 16th again, a 25 h Saturday.
    [
      'America/Sao_Paulo',
      'DAILY',
      '2019-02-17T02:30:00Z',
      '2019-02-16T02:00:00Z',
      '2019-02-17T03:00:00Z',
    ],
    [
      'America/Sao_Paulo',
      'DAILY',
      '2019-02-17T03:00:00Z',
      '2019-02-17T03:00:00Z',
      '2019-02-18T03:00:00Z',
    ],
  ])('%s %s at %s is [%s, %s)', (zone, period, instant, start, end) => {
    expect(periodWindow(period, at(instant), zone)).toEqual({ start: at(start), end: at(end) });
  });
});

describe('limitAt and changeLimit (cooling-off)', () => {
  const now = at('2026-11-26T10:00:00Z');
  // Stated, not taken from COOLING_OFF_MS: the table must fail if the cooling-off changes.
  const later = at('2026-11-27T10:00:00Z');
  const limit = (value: number | null, pending?: [number | null, number]): StoredLimit => ({
    value,
    pending: pending ? { value: pending[0], effectiveAt: pending[1] } : null,
  });

  it.each<[string, StoredLimit, number, StoredLimit]>([
    ['no pending change', limit(100), now, limit(100)],
    ['a raise not due yet', limit(100, [200, later]), later - 1, limit(100, [200, later])],
    ['a raise due exactly now', limit(100, [200, later]), later, limit(200)],
    ['a removal past its time', limit(100, [null, later]), later + HOUR, NO_LIMIT],
  ])('limitAt: %s', (_name, stored, instant, expected) => {
    expect(limitAt(stored, instant)).toEqual(expected);
  });

  it.each<[string, StoredLimit, number | null, StoredLimit]>([
    ['a first limit applies at once', NO_LIMIT, 100, limit(100)],
    ['a limit of 0 applies at once', NO_LIMIT, 0, limit(0)],
    ['a decrease applies at once', limit(100), 50, limit(50)],
    ['the same value changes nothing', limit(100), 100, limit(100)],
    ['a raise waits 24 h', limit(100), 200, limit(100, [200, later])],
    ['a removal waits 24 h', limit(100), null, limit(100, [null, later])],
    ['removing nothing stays nothing', NO_LIMIT, null, NO_LIMIT],
    ['a decrease cancels a pending raise', limit(100, [200, later]), 80, limit(80)],
    ['the current value cancels a pending raise', limit(100, [200, later]), 100, limit(100)],
    [
      'another raise restarts the wait',
      limit(100, [200, now + HOUR]),
      300,
      limit(100, [300, later]),
    ],
    [
      'the same raise keeps its time',
      limit(100, [200, now + HOUR]),
      200,
      limit(100, [200, now + HOUR]),
    ],
    ['a due raise counts as in force', limit(100, [200, now]), 150, limit(150)],
    ['a due removal: a new limit applies at once', limit(100, [null, now]), 500, limit(500)],
  ])('changeLimit: %s', (_name, stored, requested, expected) => {
    expect(changeLimit(stored, requested, now)).toEqual(expected);
  });
});

describe('the lowest limit applies', () => {
  it.each<[Partial<Record<LimitPeriod, number | null>>, LimitPeriod, number | null]>([
    [{ DAILY: 500, WEEKLY: 300 }, 'DAILY', 300],
    [{ DAILY: 500, WEEKLY: 300 }, 'WEEKLY', 300],
    [{ DAILY: 500, WEEKLY: 300 }, 'MONTHLY', null],
    [{ DAILY: 100, MONTHLY: 1000 }, 'DAILY', 100],
    [{ DAILY: 100, MONTHLY: 1000 }, 'WEEKLY', 1000],
    [{ DAILY: null, WEEKLY: null, MONTHLY: 0 }, 'DAILY', 0],
    [{}, 'DAILY', null],
  ])('cappedLimit(%o, %s) = %s', (values, period, expected) => {
    expect(cappedLimit(values, period)).toBe(expected);
  });

  it.each<[string, Parameters<typeof remaining>[0], ReturnType<typeof remaining>]>([
    ['nothing limited', [{ period: 'DAILY', limit: null, used: 900 }], null],
    [
      'one limit',
      [{ period: 'DAILY', limit: 1000, used: 300 }],
      { remaining: 700, period: 'DAILY' },
    ],
    [
      'a weekly limit below the daily one binds',
      [
        { period: 'DAILY', limit: 5000, used: 0 },
        { period: 'WEEKLY', limit: 3000, used: 1000 },
        { period: 'MONTHLY', limit: null, used: 1000 },
      ],
      { remaining: 2000, period: 'WEEKLY' },
    ],
    [
      'used past the limit leaves 0, never less',
      [
        { period: 'DAILY', limit: 1000, used: 1500 },
        { period: 'MONTHLY', limit: 9000, used: 1500 },
      ],
      { remaining: 0, period: 'DAILY' },
    ],
  ])('remaining: %s', (_name, uses, expected) => {
    expect(remaining(uses)).toEqual(expected);
  });
});

describe('deposits and net loss from the ledger', () => {
  const window = { start: at('2026-11-26T00:00:00Z'), end: at('2026-11-27T00:00:00Z') };
  const entry = (type: string, amountMinor: number, iso = '2026-11-26T12:00:00Z') => ({
    type,
    amountMinor,
    createdAt: at(iso),
  });

  it.each<[string, ReturnType<typeof entry>[], number, number]>([
    ['nothing', [], 0, 0],
    ['deposits', [entry('DEPOSIT', 10000), entry('DEPOSIT', 5000)], 15000, 15000],
    [
      'a withdrawal lowers the loss',
      [entry('DEPOSIT', 10000), entry('WITHDRAW', -4000)],
      10000,
      6000,
    ],
    ['more out than in is no loss', [entry('DEPOSIT', 1000), entry('WITHDRAW', -4000)], 1000, 0],
    [
      'a rejected withdrawal comes back',
      [entry('DEPOSIT', 10000), entry('WITHDRAW', -4000), entry('WITHDRAW_RETURNED', 4000)],
      10000,
      10000,
    ],
    [
      'bonuses and adjustments count neither way',
      [
        entry('DEPOSIT', 10000),
        entry('VOUCHER', 5000),
        entry('REWARD', 500),
        entry('REDEMPTION', 700),
        entry('ADJUSTMENT', -2000),
      ],
      10000,
      10000,
    ],
    [
      'only the window counts (start in, end out)',
      [
        entry('DEPOSIT', 100, '2026-11-26T00:00:00Z'),
        entry('DEPOSIT', 200, '2026-11-27T00:00:00Z'),
        entry('DEPOSIT', 400, '2026-11-25T23:59:59.999Z'),
      ],
      100,
      100,
    ],
  ])('%s', (_name, entries, deposited, loss) => {
    expect(depositedMinor(entries, window)).toBe(deposited);
    expect(netLossMinor(entries, window)).toBe(loss);
  });
});

describe('break ends', () => {
  it('a time-out lasts its hours exactly', () => {
    expect(timeOutEnd(at('2026-03-28T12:00:00Z'), 24)).toBe(at('2026-03-29T12:00:00Z'));
    expect(timeOutEnd(at('2026-11-26T12:00:00Z'), 1008)).toBe(at('2027-01-07T12:00:00Z'));
  });

  it.each<[string, Parameters<typeof selfExclusionEnd>[1], string, string | null]>([
    ['Asia/Manila', '6M', '2026-11-26T03:43:00Z', '2027-05-26T16:00:00Z'],
    ['Asia/Manila', '1Y', '2026-11-26T03:43:00Z', '2027-11-26T16:00:00Z'],
    ['UTC', '6M', '2026-08-31T10:00:00Z', '2027-03-01T00:00:00Z'],
    ['UTC', '5Y', '2024-02-29T10:00:00Z', '2029-03-01T00:00:00Z'],
    ['Europe/London', '6M', '2026-09-30T10:00:00Z', '2027-03-30T23:00:00Z'],
    ['Europe/London', '6M', '2026-05-10T10:00:00Z', '2026-11-11T00:00:00Z'],
    ['Europe/London', '6M', '2026-10-31T10:00:00Z', '2027-04-30T23:00:00Z'],
    ['UTC', 'INDEFINITE', '2026-11-26T03:43:00Z', null],
  ])('%s %s from %s ends %s', (zone, period, from, end) => {
    expect(selfExclusionEnd(at(from), period, zone)).toBe(end === null ? null : at(end));
  });
});
