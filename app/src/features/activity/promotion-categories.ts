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

/** Spec §3: only categories some promotion names in its promoAnnouncementCategoryIds. */
export function usedCategories(
  categories: readonly PromotionCategory[],
  promotions: readonly Promotion[],
): PromotionCategory[] {
  const used = new Set(promotions.flatMap((p) => p.promoAnnouncementCategoryIds));
  return categories.filter((category) => used.has(category.id));
}
