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
