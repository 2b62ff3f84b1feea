import { describe, expect, it } from 'vitest';
import type { Promotion } from '@wps/contract/content';
import { usedCategories } from './promotion-categories';

const promo = (id: number, ids: number[]): Promotion => ({
  id,
  title: '',
  content: '',
  promoAnnouncementCategoryIds: ids,
});
const categories = [
  { id: 1, name: 'New' },
  { id: 2, name: 'Daily' },
  { id: 3, name: 'VIP' },
];

describe('usedCategories (spec §3)', () => {
  it.each<[Promotion[], number[]]>([
    [
      [promo(1, [1]), promo(2, [3])],
      [1, 3],
    ],
    [[promo(1, [1, 2])], [1, 2]],
    [[promo(1, [9])], []],
    [[], []],
  ])('%o keeps %o', (promotions, ids) => {
    expect(usedCategories(categories, promotions).map((c) => c.id)).toEqual(ids);
  });
});

describe('usedCategories with the site’s promotionCategoryData', () => {
  const promotions = [promo(1, [1]), promo(2, [2]), promo(3, [3])];

  it('keeps only the categories the site lists', () => {
    expect(usedCategories(categories, promotions, [{ id: 3 }, { id: 1 }]).map((c) => c.id)).toEqual(
      [1, 3],
    );
  });

  it('keeps every used category when the site lists none', () => {
    expect(usedCategories(categories, promotions, []).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(usedCategories(categories, promotions, undefined).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('gives no tab to a listed category no promotion names', () => {
    expect(usedCategories(categories, [promo(1, [1])], [{ id: 2 }])).toEqual([]);
  });
});
