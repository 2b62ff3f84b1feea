import { describe, expect, it } from 'vitest';
import { secondsLeft } from './useCountdown';

describe('SMS countdown', () => {
  it.each([
    [null, 0, 0],
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 10_000, 0],
    [10_000, 12_000, 0],
    [60_000, 500, 60],
  ])('until %s at %s → %s s', (until, now, expected) => {
    expect(secondsLeft(until, now)).toBe(expected);
  });
});
