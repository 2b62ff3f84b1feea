/** GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory (contract §3); no authorization. */
import { useQuery } from '@tanstack/react-query';
import {
  ContentApi,
  promotionCategoriesSchema,
  type PromotionCategory,
  type Promotion,
} from '@wps/contract/content';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { request } from '../../lib/api/request';
import { useI18n } from '../../lib/i18n/i18n';

export const promotionCategoriesCall = defineCall({
  method: 'GET',
  path: ContentApi.promotionCategories,
  value: promotionCategoriesSchema,
});

export function usePromotionCategories() {
  return useQuery({
    queryKey: ['content', 'promotionCategories', useI18n().language],
    queryFn: () => request(promotionCategoriesCall, { alert: false }),
    staleTime: CacheTime.long,
  });
}

/**
 * Spec §3: only categories some promotion names in its promoAnnouncementCategoryIds. `offered`
 * is the site status's promotionCategoryData (effect not stated in the spec; the reading taken:
 * the categories the site offers on this front end): when the site lists some, the others get
 * no tab. Their promotions still show under All.
 */
export function usedCategories(
  categories: readonly PromotionCategory[],
  promotions: readonly Promotion[],
  offered?: readonly { id: number }[],
): PromotionCategory[] {
  const used = new Set(promotions.flatMap((p) => p.promoAnnouncementCategoryIds));
  const listed = offered?.length ? new Set(offered.map((entry) => entry.id)) : null;
  return categories.filter(
    (category) => used.has(category.id) && (!listed || listed.has(category.id)),
  );
}
