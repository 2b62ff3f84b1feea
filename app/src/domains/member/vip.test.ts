import { describe, expect, it } from 'vitest';
import { hasVip, shownVipProgress, showsVipProgress, vipProgress } from './vip';

describe('hasVip', () => {
  it.each([
    [{ labelName: 'Gold', labelId: 3, type: 'AUTO' }, true],
    [{ labelName: 'Gold' }, true],
    [{ labelName: '', labelId: 3 }, false],
    [{ labelName: '  ', labelId: 3 }, false],
    [{ labelName: null, labelId: 3 }, false],
    [{ labelId: 3 }, false],
    [null, false],
    [undefined, false],
  ])('%j gives %s', (label, expected) => expect(hasVip(label)).toBe(expected));
});

describe('vipProgress', () => {
  it.each([
    [3, 1, 2, 0.5],
    [3, 0, 4, 0],
    [3, 3, 3, 1],
    [0, 1, 4, 0.25],
    // No labelId: 1, whatever the counts say (spec §4).
    [undefined, 0, 2, 1],
    [null, 0, 2, 1],
    // Nothing expected, or a server that counts past the total.
    [3, 0, 0, 1],
    [3, 5, 2, 1],
  ])('labelId %s, %s of %s gives %s', (labelId, completed, total, expected) =>
    expect(
      vipProgress({
        currentProgress: { completedConditions: completed, totalExpectedConditions: total },
        playerRankProgress: { labelId },
      }),
    ).toBe(expected),
  );
});

describe('shownVipProgress', () => {
  const open = { name: '5 deposits', current: 2, target: 5 };
  const met = { name: '5 logins', current: 7, target: 5 };
  const shown = (labelId: number | undefined, completed: number, conditions: (typeof open)[]) =>
    shownVipProgress({
      currentProgress: { completedConditions: completed, totalExpectedConditions: 2 },
      playerRankProgress: { labelId },
      conditions,
    });

  it('is never full beside a condition that is not met, labelId or not', () => {
    expect(shown(undefined, 0, [open, open])).toBe(0);
    expect(shown(undefined, 0, [open, met])).toBe(0.5);
    expect(shown(1, 2, [open, met])).toBe(0.5);
  });

  it('keeps the spec ratio when the conditions agree or none are listed', () => {
    expect(shown(undefined, 0, [])).toBe(1);
    expect(shown(undefined, 2, [met, met])).toBe(1);
    expect(shown(1, 1, [open, met])).toBe(0.5);
    expect(shown(1, 0, [met, met])).toBe(0);
  });
});

describe('showsVipProgress', () => {
  it.each([
    [{ vipProgress: true }, true],
    [{ vipProgress: false }, false],
    [{}, true],
    [undefined, true],
  ])('%j gives %s', (status, expected) => expect(showsVipProgress(status)).toBe(expected));
});
