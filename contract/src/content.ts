/**
 * Content calls (contract §3): announcements, banners, marquee, news, promotions and their
 * categories, the help centre and the available promotions. Lenient where real back ends vary:
 * nulls are tolerated, unknown extra fields ignored, missing lists become empty.
 */
import * as v from 'valibot';

export const ContentApi = {
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  promotionCategories: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  availablePromotions: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  helpCenter: '/wps/system/helpCenter',
} as const;

/** The `types` query letters: A announcements, B banners, M marquee, N news, PR promotions. */
export const ANNOUNCEMENT_TYPES = ['A', 'B', 'M', 'N', 'PR'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** The one content call of the popup, home, activity and news: every type, for mobile. */
export const ANNOUNCEMENTS_QUERY = { types: ANNOUNCEMENT_TYPES.join(','), platform: 'M' } as const;

/**
 * Spec §7: the app-download announcements are read with types PR, platform M and category
 * app_download. Pinned here for the screen that reads them (the app-download issue); the popup
 * and home ask for every type in one call instead.
 */
export const APP_DOWNLOAD_ANNOUNCEMENTS_QUERY = {
  types: 'PR',
  platform: 'M',
  category: 'app_download',
} as const;

const text = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => value ?? ''),
  ),
  '',
);
const maybeText = v.optional(v.nullable(v.string()));

export const announcementSchema = v.object({
  id: v.number(),
  title: text,
  content: text,
  execution: v.optional(v.picklist(['A', 'B', 'F']), 'B'),
  promotionType: maybeText,
  forceRead: v.optional(v.nullable(v.boolean())),
});
export type Announcement = v.InferOutput<typeof announcementSchema>;

export const LINKAGE_TYPES = ['P', 'URL', 'G'] as const;

export const bannerSchema = v.object({
  bannerId: v.number(),
  groupName: v.string(),
  url: v.string(),
  title: maybeText,
  linkageType: v.optional(v.nullable(v.picklist(LINKAGE_TYPES))),
  linkage: maybeText,
  roomId: maybeText,
  nodeId: maybeText,
  gameType: maybeText,
  vendor: maybeText,
  redirect: maybeText,
  externalLink: maybeText,
});
export type Banner = v.InferOutput<typeof bannerSchema>;

export const marqueeSchema = v.object({ id: v.number(), title: text, content: text });
export type Marquee = v.InferOutput<typeof marqueeSchema>;

export const newsSchema = v.object({
  id: v.number(),
  title: text,
  content: text,
  publishTime: v.optional(v.number(), 0),
});
export type News = v.InferOutput<typeof newsSchema>;

export const PROMOTION_REDIRECTS = [
  'APP_DOWNLOAD',
  'REGISTER',
  'DEPOSIT',
  'REWARD_CENTER',
  'MISSION',
  'POINT_MARKET',
  'MEMBER',
  'INVITE_FRIENDS',
  'REDIRECT_URL',
] as const;
export type PromotionRedirect = (typeof PROMOTION_REDIRECTS)[number];

export const promotionSchema = v.object({
  id: v.number(),
  title: text,
  content: text,
  image: maybeText,
  promoAnnouncementCategoryIds: v.optional(
    v.pipe(
      v.nullable(v.array(v.number())),
      v.transform((ids) => ids ?? []),
    ),
    [],
  ),
  // An unknown redirect value shows no go-button rather than failing the whole list.
  redirect: v.pipe(
    maybeText,
    v.transform((value) => PROMOTION_REDIRECTS.find((redirect) => redirect === value)),
  ),
  externalLink: maybeText,
  buttonLabel: maybeText,
});
export type Promotion = v.InferOutput<typeof promotionSchema>;

const list = <T extends v.GenericSchema>(item: T) =>
  v.optional(
    v.pipe(
      v.nullable(v.array(item)),
      v.transform((items) => items ?? []),
    ),
    [],
  );

export const announcementsSchema = v.object({
  announcements: list(announcementSchema),
  banners: list(bannerSchema),
  player: list(marqueeSchema),
  news: list(newsSchema),
  promotions: list(promotionSchema),
});
export type Announcements = v.InferOutput<typeof announcementsSchema>;

export const promotionCategorySchema = v.object({ id: v.number(), name: text });
export type PromotionCategory = v.InferOutput<typeof promotionCategorySchema>;
export const promotionCategoriesSchema = v.array(promotionCategorySchema);

export const helpEntrySchema = v.object({ id: v.number(), title: text, content: text });
export type HelpEntry = v.InferOutput<typeof helpEntrySchema>;
export const helpCenterSchema = v.array(helpEntrySchema);

const availability = v.optional(
  v.object({ enabled: v.optional(v.boolean(), false), count: v.optional(v.number(), 0) }),
  { enabled: false, count: 0 },
);
export const availablePromotionsSchema = v.object({
  APP_DOWNLOAD: availability,
  REFERRAL: availability,
});
export type AvailablePromotions = v.InferOutput<typeof availablePromotionsSchema>;

/** Welcome image popup groups (spec §9 defaults). */
export const WELCOME_GROUPS = ['m_popup1', 'm_popup2'] as const;
export const HOME_BANNER_GROUP = 'm_home';
