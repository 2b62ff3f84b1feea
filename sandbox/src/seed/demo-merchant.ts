/**
 * The seeded merchants `demo` and `plain` (contract §3 SiteStatus). Believable values for a
 * Philippine site; switches mostly off so each test turns on what it exercises (PATCH
 * /sandbox/merchants). They differ in their safer-gambling settings only.
 */
import { CaptchaStandIn, IdentityStandIn } from '@wps/contract/auth-stand-ins';
import type { SiteStatusInput } from '@wps/contract/status';
import { PWA_ICON_SIZES, StandIn } from '@wps/contract/stand-ins';
import { encodeCsPath, type CustomerService } from '@wps/contract/system';
import { SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import { saferGamblingOffJson } from '../safer-gambling/schema.ts';
import { emptyLists, type Merchant } from '../site/merchants.ts';
import type { JsonObject } from '../json/merge-patch.ts';
import { demoLoyaltyJson } from './loyalty.ts';
import { demoWalletJson } from './wallet.ts';

/** The spec's 23 language codes; the first is the site's default. */
export const LANGUAGES = [
  'EN', 'CN', 'TW', 'VI', 'TH', 'ID', 'JA', 'KO', 'HI', 'TA', 'KM', 'MY',
  'ES', 'PT', 'PT-BR', 'MS', 'BN', 'TR', 'FR', 'NE', 'UR', 'UR-LA', 'TY',
]; // prettier-ignore

/** White-label switches of spec §3; only auto-login and chat are on by default. */
const whitelabelVal: Record<string, boolean> = {
  GEETEST3: false,
  GEETESTTEST3: false,
  GEETESTVCODE3: false,
  REWCEN3: false,
  UPDATEMOBILEICC3: false,
  MANDATORYAPPUPDATES3: false,
  MOBILEAUTOLOGIN3: true,
  CBS3: true,
  GOOGLELOGIN3: false,
  PWDEXPFORCECHANGE3: false,
  FIREBASECREATEACC3: false,
  LOTTMINIGAME3: false,
  SEALOTTMINIGAME3: false,
};

// Fields the contract names but the client-side schema does not model yet.
type FullStatus = SiteStatusInput & {
  gameMatches?: unknown[];
  manifest?: {
    image_logo?: string;
    desktop_app_feature?: 0 | 1;
    pwa?: { title?: string; icons?: Record<string, string> };
  };
};

export const demoStatus: FullStatus = {
  merchantCode: 'demo',
  maintenance: false,
  regionRestriction: false,
  ip: '', // filled with the caller's address when served
  test: true,
  register: { captcha: { enabled: false, login: false, sms: false } },
  whitelabelVal,
  // A path on this server (real operators use another origin): device.html, icons/.
  imageCDNs: [StandIn.imageCdn],
  smsProvider: { firebase: false },
  // GEETEST_ID: the v4 captchaId the Geetest stand-in (gt4.js) expects.
  gw: {
    GEETEST_ID: CaptchaStandIn.captchaId,
    GEETEST_VERSION: 'v3',
    PROFILE_ICON_COUNT: 9,
    GEETEST_SERVERS: [...CaptchaStandIn.servers],
    // Social login through the identity stand-in (no Firebase project needed).
    IDENTITY_PAGE: IdentityStandIn.page,
    GSI_SCRIPT: IdentityStandIn.oneTapScript,
    GOOGLE_CLIENT_ID: IdentityStandIn.oneTapClientId,
  },
  // example.com: placeholders that are obviously not real download links.
  resources: [
    { resourceType: 'Android', url: 'https://example.com/download/demo.apk' },
    { resourceType: 'IOS', url: 'https://example.com/download/demo-ios' },
    { resourceType: 'MOBILECONFIG', url: 'https://example.com/download/demo.mobileconfig' },
  ],
  // Dialing codes without '+': an SMS login's username is '+' + code + number (contract §3).
  countries: [
    { countryCode: 'PH', countryDialingCode: '63' },
    { countryCode: 'VN', countryDialingCode: '84' },
    { countryCode: 'TH', countryDialingCode: '66' },
    { countryCode: 'ID', countryDialingCode: '62' },
    { countryCode: 'IN', countryDialingCode: '91' },
    { countryCode: 'MY', countryDialingCode: '60' },
  ],
  countryCode: 'PH',
  countryDialingCode: '63',
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'before',
  mobileTemplate: 'dark',
  languages: LANGUAGES,
  promotionCategoryData: [{ id: 1 }, { id: 2 }, { id: 3 }],
  gameMatches: [],
  availablePromotions: {
    APP_DOWNLOAD: { enabled: true, count: 1 },
    REFERRAL: { enabled: true, count: 1 },
  },
  vipProgress: true,
  beforeLoginGoRegister: false,
  hideDownloadBar: false,
  tokenLinkOrigins: [],
  // desktop_app_feature 0: the app's own manifest; the server one (1) is built from `pwa`.
  manifest: {
    desktop_app_feature: 0,
    image_logo: '/m/icon.svg',
    pwa: {
      title: 'Demo Lottery',
      icons: Object.fromEntries(
        PWA_ICON_SIZES.map((size) => [`${size}x${size}`, StandIn.icon(size)]),
      ),
    },
  },
};

/** Lines of the demo site (spec §7 line race); .example never resolves, tests patch real ones. */
export const demoDomainList = [
  { domainName: 'm1.demo-lottery.example' },
  { domainName: 'm2.demo-lottery.example' },
  { domainName: 'm3.demo-lottery.example' },
];

/**
 * Customer service of the demo site: both lead to the sandbox chat page, a path the sandbox
 * answers as a URL of its other loopback name (chat/customer-service-entries.ts). Fixed keys keep the obfuscated
 * paths stable across resets (contract §3: payload + 8-character key).
 */
export const demoCustomerService: CustomerService[] = [
  {
    title: 'Live chat',
    csType: 'LIVECHAT',
    csPosition: 1,
    path: encodeCsPath(`${StandIn.chatPage}?cs=1`, 'Lc7qW2xZ'),
  },
  {
    title: 'Comm100 support',
    csType: 'COMM100',
    csPosition: 2,
    path: encodeCsPath(`${StandIn.chatPage}?cs=2`, 'Cm4tR9pK'),
  },
];

/** The seeded site with every safer-gambling tool off: the spec's product as it stands. */
export const PLAIN_MERCHANT = 'plain';

/** The seeded site's players are in Manila: their limits' days turn at Manila's midnight. */
const SITE_TIME_ZONE = 'Asia/Manila';

/**
 * The demo site's safer-gambling settings: the Malta preset, the one that shows most of the
 * product in English (the 18+ sign, every limit, the reality check over play, time-outs,
 * self-exclusion, the limit offered at the first deposit, the help and the licence text).
 * Brazil's adds the login and registration warnings but speaks Portuguese to an English site.
 */
export function demoSaferGambling(): JsonObject {
  return { ...SAFER_GAMBLING_PRESETS.MT, timeZone: SITE_TIME_ZONE } as unknown as JsonObject;
}

/** A merchant built from the demo template; also used for codes the control API first sees. */
export function merchantFromTemplate(code: string): Merchant {
  // A JSON round trip gives an independent copy typed as the stored JSON.
  const status = JSON.parse(JSON.stringify(demoStatus)) as JsonObject;
  status.merchantCode = code;
  return {
    code,
    status,
    downloadSetting: {},
    wallet: demoWalletJson(),
    loyalty: demoLoyaltyJson(),
    // Every safer-gambling tool off, as a site that offers none; days in Manila time.
    saferGambling: {
      ...(JSON.parse(saferGamblingOffJson()) as JsonObject),
      timeZone: SITE_TIME_ZONE,
    },
    ...emptyLists(),
  };
}
