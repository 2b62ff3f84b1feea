import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isIsoUtc, saferGamblingSettingsSchema, setLimitSchema } from './safer-gambling.ts';
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

describe('the checks that stand in for valibot actions (kept off the first paint)', () => {
  const preset = SAFER_GAMBLING_PRESETS.UK;
  it.each([
    ['an http link', { help: { name: 'GamCare', url: 'http://www.gamcare.org.uk/' } }, false],
    ['a link that is no URL', { help: { name: 'GamCare', url: 'https://' } }, false],
    ['an https link', { help: { name: 'GamCare', url: 'https://www.gamcare.org.uk/' } }, true],
    ['a name of 121 characters', { help: { name: 'x'.repeat(121), url: 'https://a.b/' } }, false],
    ['a licence text of 500 characters', { licenceText: 'x'.repeat(500) }, true],
    ['a licence text of 501 characters', { licenceText: 'x'.repeat(501) }, false],
    [
      '13 intervals',
      { realityCheck: { ...preset.realityCheck, intervalsMinutes: Array(13).fill(5) } },
      false,
    ],
    [
      'an interval of 1441 minutes',
      { realityCheck: { ...preset.realityCheck, intervalsMinutes: [1441] } },
      false,
    ],
    ['a minimum age of 26', { minimumAge: 26 }, false],
  ])('%s', (_name, patch, valid) => {
    expect(v.safeParse(saferGamblingSettingsSchema, { ...preset, ...patch }).success).toBe(valid);
  });

  it.each([
    [{ kind: 'DEPOSIT', period: 'DAILY', amountMinor: 100_000_000_000 }, true],
    [{ kind: 'DEPOSIT', period: 'DAILY', amountMinor: 100_000_000_001 }, false],
    [{ kind: 'SESSION_TIME', period: 'DAILY', minutes: 1440 }, true],
    [{ kind: 'SESSION_TIME', period: 'DAILY', minutes: 1441 }, false],
    [{ kind: 'SESSION_TIME', period: 'WEEKLY', minutes: 60 }, false],
    [{ kind: 'LOSS', period: 'MONTHLY', minutes: 60 }, false],
  ])('limit %j valid: %s', (body, valid) => {
    expect(v.safeParse(setLimitSchema, body).success).toBe(valid);
  });

  it.each([
    ['2026-11-26T10:00:00.000Z', true],
    ['2026-11-26T10:00:00Z', true],
    ['2026-11-26T10:00:00.000+01:00', false],
    ['2026-13-26T10:00:00.000Z', false],
    ['2026-11-26', false],
    ['soon', false],
  ])('isIsoUtc(%s) is %s', (text, valid) => {
    expect(isIsoUtc(text)).toBe(valid);
  });
});
