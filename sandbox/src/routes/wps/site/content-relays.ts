/**
 * Content relays (contract §3): announcements with banners, marquee, news and promotions in one
 * call filtered by `types`; promotion categories; the available promotions. None needs a session
 * (spec §6: promotions and announcements calls send no authorization).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '@wps/contract/content';
import { requestMerchant, type WpsContext } from '../../../http/request-context.ts';
import { ok } from '../../../http/envelope.ts';
import type { Json } from '../../../json/merge-patch.ts';

type ListQuery = { types?: string; platform?: string; category?: string };

/** `types=A,B` -> the known letters asked for; none asked means all. */
export function requestedTypes(types: string | undefined): Set<AnnouncementType> {
  const asked = (types ?? '').split(',').map((type) => type.trim().toUpperCase());
  const known = ANNOUNCEMENT_TYPES.filter((type) => asked.includes(type));
  return new Set(known.length > 0 ? known : ANNOUNCEMENT_TYPES);
}

/** A numeric category is a promotion category id; any other names the promotion's own category. */
export function inCategory(promotion: Json, category: string | undefined): boolean {
  if (!category) return true;
  if (typeof promotion !== 'object' || promotion === null || Array.isArray(promotion)) return false;
  if (/^\d+$/.test(category)) {
    const ids = promotion.promoAnnouncementCategoryIds;
    return Array.isArray(ids) && ids.includes(Number(category));
  }
  return promotion.category === category;
}

export const contentRelays: FastifyPluginAsync<WpsContext> = async (app) => {
  app.get<{ Querystring: ListQuery }>('/MCSFE_getListAnnouncements', async (request) => {
    const merchant = requestMerchant(request);
    const types = requestedTypes(request.query.types);
    const { category } = request.query;
    return ok({
      ...(types.has('A') ? { announcements: merchant.announcements } : {}),
      ...(types.has('B') ? { banners: merchant.banners } : {}),
      ...(types.has('M') ? { player: merchant.marquee } : {}),
      ...(types.has('N') ? { news: merchant.news } : {}),
      ...(types.has('PR')
        ? { promotions: merchant.promotions.filter((p) => inCategory(p, category)) }
        : {}),
    });
  });

  app.get('/PROMOFE_getPromotionAnnouncementCategory', async (request) =>
    ok(requestMerchant(request).promotionCategories),
  );

  app.get('/MCSFE_getMerchantAvailablePromotions', async (request) => {
    const { availablePromotions } = requestMerchant(request).status;
    return ok(availablePromotions ?? {});
  });
};
