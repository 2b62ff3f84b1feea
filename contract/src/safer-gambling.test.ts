import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { saferGamblingSettingsSchema, setLimitSchema } from './safer-gambling.ts';
import { SAFER_GAMBLING_OFF, SAFER_GAMBLING_PRESETS } from './safer-gambling-presets.ts';

describe('safer-gambling settings', () => {
  it.each(Object.entries(SAFER_GAMBLING_PRESETS))(
    'the %s preset is a valid whole',
    (name, preset) => {
      expect(v.parse(saferGamblingSettingsSchema, preset)).toEqual(preset);
      expect(preset.profile).toBe(name);
      expect(preset.minimumAge).toBe(18);
    },
  );

  it('has every tool off when off, and nothing to show', () => {
    expect(v.parse(saferGamblingSettingsSchema, SAFER_GAMBLING_OFF)).toEqual(SAFER_GAMBLING_OFF);
    expect(Object.values(SAFER_GAMBLING_OFF.tools).every((on) => !on)).toBe(true);
    expect(SAFER_GAMBLING_OFF.help).toBeNull();
  });

  it('reads an absent help organisation as none', () => {
    const { help: _help, ...rest } = SAFER_GAMBLING_PRESETS.UK;
    expect(v.parse(saferGamblingSettingsSchema, rest).help).toBeNull();
  });
});

describe('setLimitSchema', () => {
  it.each([
    [{ kind: 'DEPOSIT', period: 'WEEKLY', amountMinor: 0 }, true],
    [{ kind: 'LOSS', period: 'MONTHLY', amountMinor: null }, true],
    [{ kind: 'SESSION_TIME', period: 'DAILY', minutes: 90 }, true],
    [{ kind: 'SESSION_TIME', period: 'DAILY', amountMinor: 90 }, false],
    [{ kind: 'DEPOSIT', period: 'DAILY', minutes: 90 }, false],
    [{ kind: 'DEPOSIT', period: 'DAILY', amountMinor: 100_000_000_001 }, false],
    [{ kind: 'DEPOSIT', period: 'DAILY', amountMinor: Number.NaN }, false],
  ])('%o valid: %s', (body, valid) => {
    expect(v.is(setLimitSchema, body)).toBe(valid);
  });
});
