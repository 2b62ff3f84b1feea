import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { announcementsSchema, promotionSchema } from './content.ts';

describe('content schemas (contract §3)', () => {
  it('turns missing and null lists into empty ones', () => {
    expect(v.parse(announcementsSchema, { banners: null })).toEqual({
      announcements: [],
      banners: [],
      player: [],
      news: [],
      promotions: [],
    });
  });

  it.each([
    ['DEPOSIT', 'DEPOSIT'],
    ['SOMETHING_NEW', undefined],
    [null, undefined],
  ])('reads redirect %s as %s (unknown values show no go-button)', (redirect, expected) => {
    const promotion = v.parse(promotionSchema, { id: 1, title: 't', content: '', redirect });
    expect(promotion.redirect).toBe(expected);
    expect(promotion.promoAnnouncementCategoryIds).toEqual([]);
  });
});
