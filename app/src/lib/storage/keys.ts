/**
 * Every key the app keeps in the browser, in one place (spec §3 "Local storage holds", §4).
 * The names of the spec's own keys are kept as written so that operators' tooling still finds them.
 */
import type { FirebaseChannel } from '@wps/contract/auth';
import type { RememberedLogin } from '../remembered-login/record';

/** Announcement popup state of one user (spec §3, §4); see features/announcements/decision. */
export type StoredPopupState = { show: boolean; hashes: string[]; todayHideTime: number | null };
import type { SessionInfo } from '../session/types';

export type RegInfo = { affiliateCode?: string; referralCode?: string; originalDomain?: string };

/** Ad-attribution ids from the native shell (spec §3). */
export const S2S_KEYS = [
  'adAppToken',
  'gpsAdid',
  'adid',
  'afAppId',
  'appsflyerId',
  'afAdvertisingId',
  'afOaid',
  'idfa',
  'idfv',
] as const;
export type S2SInfo = Partial<Record<(typeof S2S_KEYS)[number], string>>;

/** Where a key lives and the shape of its value. */
export type StorageSchema = {
  /** Session of the logged-in member (spec §3). */
  MC_SESSION_INFO: SessionInfo;
  /** Merchant code learned from the site status; sent as the Merchant header. */
  merchant: string;
  /** The player's chosen language code (spec §1). */
  language: string;
  /** Theme chosen by the site's mobileTemplate, read before first paint by index.html. */
  theme: 'dark' | 'light';
  /** Device id, 36 characters (spec §5, §9). */
  deviceId: string;
  /** Affiliate attribution kept for registration (spec §3). */
  reg_info: RegInfo;
  /** Remembered login: the password only sealed with the device key (spec §3, issue 5). */
  remembered_login: RememberedLogin;
  /** '0' stops auto-login (spec §4: token_ip_different). */
  autoLogin: string;
  /** Ad-attribution ids handed over by the native shell (spec §3). */
  s2s_info: S2SInfo;
  /** Announcement popup state per user name ('' for guests) (spec §3 "per-user popup state"). */
  announcement_popup: Record<string, StoredPopupState>;
  /** Welcome popup banner file names last shown, per group (spec §3 "downloaded banner names"). */
  popup_banner_names: Record<string, string>;
};

export type StorageKey = keyof StorageSchema;

/** Keys stored as plain strings (index.html reads `theme` without JSON). */
export const RAW_STRING_KEYS: ReadonlySet<StorageKey> = new Set([
  'theme',
  'language',
  'merchant',
  'deviceId',
  'autoLogin',
]);

/** Keys kept in sessionStorage: they live as long as the tab (spec §4). */
export type SessionStorageSchema = {
  /** A social sign-in that left by redirect: its channel and where it started (spec §4). */
  social_login: { channel: FirebaseChannel; intent: 'login' | 'register' };
};

export type SessionStorageKey = keyof SessionStorageSchema;
