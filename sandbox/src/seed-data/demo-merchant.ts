/**
 * The seeded merchant `demo` (contract §3 SiteStatus). Believable values for a Philippine
 * site; switches mostly off so each test turns on what it exercises (PATCH /sandbox/merchants).
 */
import type { SiteStatusInput } from '@wps/contract/status';
import type { Merchant } from '../store/merchants.ts';
import type { JsonObject } from '../merge-patch.ts';

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
type FullStatus = SiteStatusInput & { gameMatches?: unknown[] };

export const demoStatus: FullStatus = {
  merchantCode: 'demo',
  maintenance: false,
  regionRestriction: false,
  ip: '', // filled with the caller's address when served
  test: true,
  register: { captcha: { enabled: false, login: false, sms: false } },
  whitelabelVal,
  imageCDNs: [],
  smsProvider: { firebase: false },
  gw: { GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
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
};

/** A merchant built from the demo template; also used for codes the control API first sees. */
export function merchantFromTemplate(code: string): Merchant {
  // A JSON round trip gives an independent copy typed as the stored JSON.
  const status = JSON.parse(JSON.stringify(demoStatus)) as JsonObject;
  status.merchantCode = code;
  return {
    code,
    status,
    downloadSetting: {},
    announcements: [],
    banners: [],
    promotions: [],
    customerService: [],
    domainList: [],
  };
}
