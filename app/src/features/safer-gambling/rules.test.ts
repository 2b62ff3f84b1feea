import { describe, expect, it } from 'vitest';
import { SAFER_GAMBLING_OFF, SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import type { LimitState, SaferGamblingSettings } from '@wps/contract/safer-gambling';
import { hasTools, outcomeOf, plannedChange, visibleSections } from './rules';

const off = SAFER_GAMBLING_OFF;
const withTools = (tools: Partial<SaferGamblingSettings['tools']>): SaferGamblingSettings => ({
  ...off,
  tools: { ...off.tools, ...tools },
  realityCheck: { intervalsMinutes: [15, 30], waitForGameClose: true },
});

const noIntervals: SaferGamblingSettings = {
  ...withTools({ realityCheck: true }),
  realityCheck: { intervalsMinutes: [], waitForGameClose: true },
};

describe('visibleSections', () => {
  it.each([
    ['every tool off', off, [], false, false, false, false],
    [
      'the UK preset',
      SAFER_GAMBLING_PRESETS.UK,
      ['DEPOSIT', 'LOSS', 'SESSION_TIME'],
      true,
      true,
      true,
      true,
    ],
    [
      'deposit limits only',
      withTools({ depositLimits: true }),
      ['DEPOSIT'],
      false,
      false,
      false,
      true,
    ],
    [
      'loss and session',
      withTools({ lossLimits: true, sessionTimeLimits: true }),
      ['LOSS', 'SESSION_TIME'],
      false,
      false,
      false,
      true,
    ],
    ['reality check', withTools({ realityCheck: true }), [], true, false, false, true],
    ['reality check without intervals', noIntervals, [], false, false, false, false],
    ['time-out only', withTools({ timeOut: true }), [], false, true, false, true],
    ['self-exclusion only', withTools({ selfExclusion: true }), [], false, false, true, true],
    [
      'warnings only',
      withTools({ loginWarning: true, registrationWarning: true }),
      [],
      false,
      false,
      false,
      false,
    ],
  ] as const)('%s', (_name, settings, kinds, reality, timeOut, selfExclusion, tools) => {
    const sections = visibleSections(settings);
    expect(sections).toEqual({ limitKinds: kinds, realityCheck: reality, timeOut, selfExclusion });
    expect(hasTools(sections)).toBe(tools);
  });
});

const now = '2026-11-26T10:00:00.000Z';
const inADay = Date.parse(now) + 24 * 60 * 60 * 1000;
const earlier = '2026-11-26T08:00:00.000Z';
const limit = (value: number | null, pending: LimitState['pending'] = null): LimitState => ({
  kind: 'DEPOSIT',
  period: 'DAILY',
  value,
  pending,
  used: 0,
  periodEndsAt: '2026-11-27T00:00:00.000Z',
});

describe('plannedChange', () => {
  it.each([
    ['a first limit applies now', limit(null), 500, { when: 'now' }],
    ['a lower one applies now', limit(500), 300, { when: 'now' }],
    ['the same again applies now', limit(500), 500, { when: 'now' }],
    ['a raise waits 24 h', limit(500), 800, { when: 'later', at: inADay }],
    ['a removal waits 24 h', limit(500), null, { when: 'later', at: inADay }],
    ['removing nothing does nothing', limit(null), null, { when: 'none' }],
    [
      'the pending raise again keeps its time',
      limit(500, { value: 800, effectiveAt: '2026-11-27T08:00:00.000Z' }),
      800,
      { when: 'later', at: Date.parse('2026-11-27T08:00:00.000Z') },
    ],
    [
      'another raise restarts the wait',
      limit(500, { value: 800, effectiveAt: '2026-11-27T08:00:00.000Z' }),
      900,
      { when: 'later', at: inADay },
    ],
    [
      'a pending raise whose time came is in force',
      limit(500, { value: 800, effectiveAt: earlier }),
      700,
      { when: 'now' },
    ],
  ] as const)('%s', (_name, current, requested, expected) => {
    expect(plannedChange(current, requested, now)).toEqual(expected);
  });
});

describe('outcomeOf', () => {
  it.each([
    ['applied', limit(300), { when: 'now' }],
    [
      'waiting',
      limit(300, { value: 800, effectiveAt: '2026-11-27T10:00:00.000Z' }),
      { when: 'later', at: inADay },
    ],
  ] as const)('%s', (_name, answer, expected) => {
    expect(outcomeOf(answer)).toEqual(expected);
  });
});
