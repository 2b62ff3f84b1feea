import { describe, expect, it } from 'vitest';
import {
  acceptClick,
  canDrag,
  clampToBounds,
  isDrag,
  moveByKey,
  otherSide,
  BOUNDS_MARGIN_RATIO,
  CLICK_DEBOUNCE_MS,
  DRAG_THRESHOLD_PX,
  LAYOUT_CHECK_MS,
} from './mini-game-rules';
import { miniGameVariant } from './mini-game-variant';

describe('miniGameVariant', () => {
  it.each([
    [{ LOTTMINIGAME3: true }, true, 'v1'],
    [{ SEALOTTMINIGAME3: true }, true, 's1'],
    [{ LOTTMINIGAME3: true, SEALOTTMINIGAME3: true }, true, 'v1'],
    [{ LOTTMINIGAME3: false, SEALOTTMINIGAME3: false }, true, null],
    [{ LOTTMINIGAME3: true }, false, null],
    [{ SEALOTTMINIGAME3: true }, false, null],
    [undefined, true, null],
  ])('%j, logged in %s -> %s', (flags, loggedIn, variant) => {
    expect(miniGameVariant(flags, loggedIn)).toBe(variant);
  });

  it('lets only v1 be dragged', () => {
    expect([canDrag('v1'), canDrag('s1')]).toEqual([true, false]);
  });
});

it('keeps the §9 constants', () => {
  expect([CLICK_DEBOUNCE_MS, DRAG_THRESHOLD_PX, BOUNDS_MARGIN_RATIO, LAYOUT_CHECK_MS]).toEqual([
    250, 2, 0.02, 250,
  ]);
});

describe('isDrag', () => {
  it.each([
    [{ x: 0, y: 0 }, false],
    [{ x: 1, y: 0 }, false],
    [{ x: 1, y: 1 }, false], // 1.41 px
    [{ x: 2, y: 0 }, true],
    [{ x: 0, y: -2 }, true],
    [{ x: 1.5, y: 1.5 }, true], // 2.12 px
  ])('a move to %j is a drag: %s', (to, drag) => {
    expect(isDrag({ x: 0, y: 0 }, to)).toBe(drag);
  });
});

describe('acceptClick', () => {
  it.each([
    [1000, null, true],
    [1249, 1000, false],
    [1250, 1000, true],
    [5000, 1000, true],
  ])('at %i after %s: %s', (now, last, accepted) => {
    expect(acceptClick(now, last)).toBe(accepted);
  });
});

describe('clampToBounds', () => {
  const viewport = { width: 400, height: 800 }; // margin 8 px
  const box = { width: 60, height: 60 };
  it.each([
    [
      { x: 100, y: 100 },
      { x: 100, y: 100 },
    ],
    [
      { x: -50, y: -50 },
      { x: 8, y: 8 },
    ],
    [
      { x: 1000, y: 1000 },
      { x: 332, y: 732 },
    ],
    [
      { x: 340, y: 740 },
      { x: 332, y: 732 },
    ],
  ])('%j -> %j', (position, expected) => {
    expect(clampToBounds(position, box, viewport)).toEqual(expected);
  });
});

describe('moving without dragging', () => {
  it.each([
    ['ArrowLeft', { x: 76, y: 100 }],
    ['ArrowRight', { x: 124, y: 100 }],
    ['ArrowUp', { x: 100, y: 76 }],
    ['ArrowDown', { x: 100, y: 124 }],
    ['Enter', null],
  ])('%s', (key, expected) => {
    expect(moveByKey({ x: 100, y: 100 }, key)).toEqual(expected);
  });

  it('swaps to the other side, inside the bounds', () => {
    const viewport = { width: 400, height: 800 };
    const box = { width: 60, height: 60 };
    expect(otherSide({ x: 332, y: 500 }, box, viewport)).toEqual({ x: 8, y: 500 });
    expect(otherSide({ x: 8, y: 500 }, box, viewport)).toEqual({ x: 332, y: 500 });
  });
});
