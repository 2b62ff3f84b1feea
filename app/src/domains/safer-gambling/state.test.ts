import { describe, expect, it } from 'vitest';
import { SAFER_GAMBLING_OFF, SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import type { SaferGamblingState } from '@wps/contract/safer-gambling';
import { offersSaferGambling } from './settings';
import { isOnBreak } from './state';

const now = '2026-11-26T10:00:00.000Z';
const state = (activeBreak: SaferGamblingState['activeBreak']): SaferGamblingState => ({
  now,
  limits: [],
  depositRemainingMinor: null,
  realityCheckMinutes: null,
  activeBreak,
  session: { startedAt: now, netMinor: 0 },
});

describe('isOnBreak', () => {
  it.each([
    ['no break', null, false],
    [
      'a time-out ending later',
      { kind: 'TIME_OUT', startedAt: now, endsAt: '2026-11-27T10:00:00.000Z' },
      true,
    ],
    [
      'a time-out that ended',
      { kind: 'TIME_OUT', startedAt: now, endsAt: '2026-11-26T09:59:59.000Z' },
      false,
    ],
    ['ending exactly now', { kind: 'TIME_OUT', startedAt: now, endsAt: now }, false],
    [
      'an indefinite self-exclusion',
      { kind: 'SELF_EXCLUSION', startedAt: now, endsAt: null },
      true,
    ],
  ] as const)('%s', (_name, activeBreak, expected) => {
    expect(isOnBreak(state(activeBreak))).toBe(expected);
  });
});

describe('offersSaferGambling', () => {
  it.each([
    ['not loaded', undefined, false],
    ['every tool off', SAFER_GAMBLING_OFF, false],
    [
      'one tool on',
      { ...SAFER_GAMBLING_OFF, tools: { ...SAFER_GAMBLING_OFF.tools, timeOut: true } },
      true,
    ],
    ['the UK preset', SAFER_GAMBLING_PRESETS.UK, true],
  ] as const)('%s', (_name, settings, expected) => {
    expect(offersSaferGambling(settings)).toBe(expected);
  });
});
