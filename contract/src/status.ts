/** GET /wps/system/status (contract §3): the site's configuration and state. */
import * as v from 'valibot';

const flag = v.optional(v.boolean(), false);

export const resourceSchema = v.object({
  resourceType: v.string(),
  url: v.string(),
  // Project addition (contract/README.md "App download"): the app version behind the link, so a
  // native shell of an older version knows an upgrade is available (spec §2 upgrade banner).
  version: v.optional(v.string()),
});

export const countrySchema = v.object({
  countryCode: v.string(),
  countryDialingCode: v.string(),
});

const promotionAvailability = v.optional(
  v.object({ enabled: flag, count: v.optional(v.number(), 0) }),
  { enabled: false, count: 0 },
);

export const siteStatusSchema = v.object({
  merchantCode: v.string(),
  maintenance: flag,
  maintenanceEnd: v.optional(v.nullable(v.number())),
  maintenanceDesc: v.optional(v.nullable(v.string())),
  regionRestriction: flag,
  ip: v.optional(v.string(), ''),
  test: v.optional(v.boolean()),
  register: v.optional(
    v.object({
      captcha: v.optional(
        v.object({ enabled: flag, login: v.optional(v.boolean()), sms: v.optional(v.boolean()) }),
        { enabled: false },
      ),
    }),
    { captcha: { enabled: false } },
  ),
  whitelabelVal: v.optional(v.record(v.string(), v.boolean()), {}),
  imageCDNs: v.optional(v.array(v.string()), []),
  smsProvider: v.optional(v.object({ firebase: flag, apiKey: v.optional(v.string()) })),
  // Push and social login (contract §3).
  firebase: v.optional(
    v.object({
      appId: v.string(),
      apiKey: v.string(),
      authDomain: v.string(),
      projectId: v.string(),
      messagingSenderId: v.optional(v.string()),
      vapidKey: v.optional(v.string()),
    }),
  ),
  gw: v.optional(
    v.object({
      GEETEST_ID: v.optional(v.string()),
      GEETEST_VERSION: v.optional(v.picklist(['v3', 'v4']), 'v3'),
      PROFILE_ICON_COUNT: v.optional(v.number(), 9),
      // Project addition: the captcha script servers in fallback order (contract §4).
      GEETEST_SERVERS: v.optional(v.array(v.string())),
      // Project additions for social login (contract §4): the identity stand-in's page (when set,
      // it replaces Firebase Auth), the one-tap script (default Google Identity Services) and the
      // OAuth client id one-tap asks Google for.
      IDENTITY_PAGE: v.optional(v.string()),
      GSI_SCRIPT: v.optional(v.string()),
      GOOGLE_CLIENT_ID: v.optional(v.string()),
    }),
    { GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
  ),
  resources: v.optional(v.array(resourceSchema), []),
  countries: v.optional(v.array(countrySchema), []),
  countryCode: v.optional(v.string(), ''),
  countryDialingCode: v.optional(v.string(), ''),
  currency: v.optional(v.string(), ''),
  currencySymbol: v.optional(v.string(), ''),
  currencyPosition: v.optional(v.picklist(['before', 'after']), 'before'),
  mobileTemplate: v.optional(v.string(), 'dark'),
  languages: v.optional(v.array(v.string())),
  promotionCategoryData: v.optional(v.array(v.object({ id: v.number() }))),
  availablePromotions: v.optional(
    v.object({ APP_DOWNLOAD: promotionAvailability, REFERRAL: promotionAvailability }),
    { APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: false, count: 0 } },
  ),
  vipProgress: v.optional(v.boolean()),
  beforeLoginGoRegister: v.optional(v.boolean()),
  hideDownloadBar: v.optional(v.boolean()),
  // Spec §9 'hidePopup flag is 1 or 0': 1 offers 'hide today' in the announcement popup, 0 'do
  // not show this popup again'.
  hidePopup: v.optional(v.picklist([0, 1])),
  tokenLinkOrigins: v.optional(v.array(v.string()), []),
  // Project additions (contract/README.md "Tracking", "Safer gambling"): the site's pixel
  // settings (tracking.ts pixelSettingsSchema) and safer-gambling settings (safer-gambling.ts
  // saferGamblingSettingsSchema), answered with the status so that a guest's home asks no call
  // of its own for them. Kept unread here: the chunks that use them parse them, so the first
  // paint's schema (and its bundle) stays as small as it is.
  pixels: v.optional(v.unknown()),
  saferGambling: v.optional(v.unknown()),
  // The flag of passkeys (passkey-status.ts): only its presence is read.
  passkeys: v.optional(v.unknown()),
  manifest: v.optional(
    v.object({
      image_logo: v.optional(v.string()),
      desktop_app_feature: v.optional(v.number()),
      pwa: v.optional(
        v.object({
          title: v.optional(v.string()),
          icons: v.optional(v.record(v.string(), v.string())),
        }),
      ),
    }),
  ),
  // The upcoming matches the site lists (contract §3 gameMatches, shape not shown): each entry
  // is read on its own by home's matches lane (features/home/matches), so one entry of another
  // shape drops that entry, never the status.
  gameMatches: v.optional(v.array(v.unknown()), []),
});

/** The status as the client sees it after defaults were applied. */
export type SiteStatus = v.InferOutput<typeof siteStatusSchema>;
/** The status as a server may send it (most fields optional). */
export type SiteStatusInput = v.InferInput<typeof siteStatusSchema>;
