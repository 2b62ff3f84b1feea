import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-check';

const limits = { minMinor: 10_000, maxMinor: 5_000_000 };

describe('checkAmount', () => {
  it.each([
    ['', { ok: false, problem: { error: 'empty' } }],
    ['12a', { ok: false, problem: { error: 'invalid' } }],
    ['100.123', { ok: false, problem: { error: 'decimals' } }],
    ['99.99', { ok: false, problem: { error: 'min', limitMinor: 10_000 } }],
    ['100', { ok: true, minor: 10_000 }],
    ['100,5', { ok: true, minor: 10_050 }],
    ['50000', { ok: true, minor: 5_000_000 }],
    ['50000.01', { ok: false, problem: { error: 'max', limitMinor: 5_000_000 } }],
  ])('%j → %j', (input, expected) => {
    expect(checkAmount(input, 2, limits)).toEqual(expected);
  });

  it('refuses more than is available before the maximum', () => {
    expect(checkAmount('2000', 2, { ...limits, availableMinor: 125_050 })).toEqual({
      ok: false,
      problem: { error: 'available', limitMinor: 125_050 },
    });
    expect(checkAmount('1250.50', 2, { ...limits, availableMinor: 125_050 })).toEqual({
      ok: true,
      minor: 125_050,
    });
  });

  it('counts whole units in a currency without decimals', () => {
    expect(checkAmount('20000', 0, { minMinor: 10_000, maxMinor: 1_000_000 })).toEqual({
      ok: true,
      minor: 20_000,
    });
  });
});
