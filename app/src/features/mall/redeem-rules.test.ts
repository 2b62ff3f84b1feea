import { describe, expect, it } from 'vitest';
import { clampQuantity, pointsShort, quantityBounds } from './redeem-rules';

describe('redemption quantity', () => {
  it('is 1 to 10, and never more than the stock left', () => {
    expect(quantityBounds(50)).toEqual({ min: 1, max: 10 });
    expect(quantityBounds(3)).toEqual({ min: 1, max: 3 });
    expect(quantityBounds(10)).toEqual({ min: 1, max: 10 });
  });

  it('clamps what is typed or stepped into those bounds', () => {
    expect(clampQuantity(0, 50)).toBe(1);
    expect(clampQuantity(-4, 50)).toBe(1);
    expect(clampQuantity(12, 50)).toBe(10);
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(2.7, 50)).toBe(2);
  });
});

describe('points short', () => {
  it('is what the total costs beyond the balance, never negative', () => {
    expect(pointsShort(500, 2, 800)).toBe(200);
    expect(pointsShort(500, 1, 800)).toBe(0);
  });
});
