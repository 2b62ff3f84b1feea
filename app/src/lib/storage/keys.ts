/**
 * Every key the app keeps in the browser, in one place (spec §3 "Local storage holds", §4), with
 * the check its value must pass when read: storage is input like any other (another tab, an old
 * version, an extension or a player may have written it). Checks stay small: this module is on
 * the first paint.
 * The names of the spec's own keys are kept as written so that operators' tooling still finds them.
 */
import type { FirebaseChannel } from '@wps/contract/auth';
import type { SessionInfo } from '../session/types';
import { isLcpImageUrl, isLcpImageUrls } from './lcp-image-url';

/** Announcement popup state of one user (spec §3, §4); see features/announcements/decision. */
export type StoredPopupState = { show: boolean; hashes: string[]; todayHideTime: number | null };

export type RegInfo = { affiliateCode?: string; referralCode?: string; originalDomain?: string };

/**
 * The ad-attribution ids the native shell hands over (spec §3). The parser's list of them
 * (domains/attribution/s2s.ts) stays with its only reader, off the first paint; a test checks
 * that it names every key here.
 */
export type S2SKey =
  | 'adAppToken'
  | 'gpsAdid'
  | 'adid'
  | 'afAppId'
  | 'appsflyerId'
  | 'afAdvertisingId'
  | 'afOaid'
  | 'idfa'
  | 'idfv';
export type S2SInfo = Partial<Record<S2SKey, string>>;

/** A remembered login (spec §3): who logged in and their sealed password, never the password. */
export type RememberedLogin = {
  type: 'username' | 'sms';
  username: string;
  merchant: string;
  iv: string;
  sealed: string;
};

/** Where a key lives and the shape of its value. */
export type StorageSchema = {
  /** Session of the logged-in member (spec §3). */
  MC_SESSION_INFO: SessionInfo;
  /** Merchant code learned from the site status; sent as the Merchant header. */
  merchant: string;
  /** The player's chosen language code (spec §1). */
  language: string;
  /**
   * The language the app last showed, chosen or the site's default: a visit whose status never
   * arrives (offline) shows the offline state in it, from the worker's locale cache.
   */
  lastLanguage: string;
  /** Theme chosen by the site's mobileTemplate, read before first paint by index.html. */
  theme: 'dark' | 'light';
  /** Device id, 36 characters (spec §5, §9). */
  deviceId: string;
  /** Affiliate attribution kept for registration (spec §3). */
  reg_info: RegInfo;
  /** Remembered login: the password only sealed with the device key (spec §3). */
  remembered_login: RememberedLogin;
  /** '0' stops auto-login (spec §4: token_ip_different). */
  autoLogin: string;
  /** Ad-attribution ids handed over by the native shell (spec §3). */
  s2s_info: S2SInfo;
  /** The last ad landing's parameters and when it beat, kept 30 days (spec §9; attribution). */
  heartbeat: Record<string, string>;
  /** Announcement popup state per user name ('' for guests) (spec §3 "per-user popup state"). */
  announcement_popup: Record<string, StoredPopupState>;
  /** Welcome popup banner file names last shown, per group (spec §3 "downloaded banner names"). */
  popup_banner_names: Record<string, string>;
  /** The asset manifests' hash of the build last seen (spec §4 update check; domains/pwa). */
  pwa_asset_hash: string;
  /** The install prompt (spec §4): declines counted, 99 once the app is installed. */
  pwa_install: StoredInstall;
  /** Web-clip flag (spec §4): '1' opened from a web clip, '0' from the installed web app. */
  isWebClip: '0' | '1';
  /**
   * The last site status answered: a repeat visit under the service worker
   * paints from it and asks again at once (domains/site/stored-status). `value` is checked again
   * against the status schema when read.
   */
  site_status: StoredSiteStatus;
  /**
   * The browser's web push token and when it was fetched, an ISO date (spec §3, §4: refreshed
   * after 7 days). Checked here as text fields only, as reg_info is: the full check would cost
   * the first paint bytes it has not got; domains/push/token-store reads the fields themselves.
   */
  push_token: StoredPushToken;
  /**
   * The first home banner's image address, the LCP element of /m/home: index.html
   * preloads it on the next visit before the app runs (lib/router/lcp-preload-script).
   */
  lcp_image: string;
  /**
   * The icons the lobby's first lane drew first, as their addresses: index.html preloads them
   * on the next visit of /m/game before the status has answered (lcp-preload-script).
   */
  lobby_icons: string[];
  /**
   * Whether the top download bar showed when a page last decided it: index.html
   * reserves its room before the first paint unless it did not (domains/app-download/bar-slot).
   */
  download_bar_shown: boolean;
  /**
   * The profile icon each member picked on this device, by user name: its number, from 1 to
   * the site's gw.PROFILE_ICON_COUNT (domains/member/profile-icon checks the range when read).
   */
  profile_icon: Record<string, number>;
};

export type StoredSiteStatus = { at: number; value: Record<string, unknown> };
export type StoredPushToken = { token: string; fetchedAt: string };

export type StoredInstall = { declines: number; installed: boolean };

export type StorageKey = keyof StorageSchema;

/**
 * A key's check: a type guard. Hand-written rather than valibot on purpose: this module sits in a
 * chunk shared by the first paint and lazy pages, and importing valibot here splits valibot out of
 * the entry chunk, which alone costs more than the first-paint budget has left.
 */
export type Check<T> = (value: unknown) => value is T;
type Checks<T> = { [K in keyof T]: Check<T[K]> };

const isText = (value: unknown): value is string => typeof value == 'string';
const isFlag = (value: unknown): value is boolean => typeof value == 'boolean';
const orNull =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);
const isNumber = (value: unknown): value is number => typeof value == 'number';
const isCount = orNull(isNumber);
const oneOf =
  <T extends string>(...values: T[]): Check<T> =>
  (value): value is T =>
    values.includes(value as T);
const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value == 'object' && !Array.isArray(value);
/** An object whose listed fields pass their checks (other fields are ignored). */
const shape =
  <T>(fields: { [K in keyof T]: Check<T[K]> }): Check<T> =>
  (value): value is T =>
    isObject(value) &&
    Object.entries(fields).every(([key, check]) => (check as Check<unknown>)(value[key]));
/** A plain object of values that all pass `check`. */
const dict =
  <T>(check: Check<T>): Check<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isObject(value) && Object.values(value).every(check);
/** Merchant, language, device id and the auto-login flag: short codes, never a header bomb. */
export const CODE_PATTERN = /^[\w.-]{1,64}$/;
const isCode = (value: unknown): value is string => isText(value) && CODE_PATTERN.test(value);
const isTexts = dict(isText);
/** A build's manifest hash (domains/pwa/update-rules manifestHash). */
const isBuildHash = (value: unknown): value is string =>
  isText(value) && /^[\da-f]{8}$/.test(value);
/** A build named by its entry scripts' paths (lib/chunks/chunk-rules newBuild). */
const isBuildEntries = (value: unknown): value is string =>
  isText(value) && value.length <= 500 && /^\/\S+( \/\S+)*$/.test(value);

/** The check of each key's value; a value that fails is removed (the app starts without it). */
export const STORAGE_SCHEMAS: Checks<StorageSchema> = {
  MC_SESSION_INFO: shape<SessionInfo>({
    id: isCount,
    token: (value): value is string => isText(value) && value != '',
    merchantCode: isText,
    userName: isText,
    type: isCount,
    firstTimeLogin: isFlag,
  }),
  merchant: isCode,
  language: isCode,
  lastLanguage: isCode,
  theme: oneOf('dark', 'light'),
  deviceId: isCode,
  reg_info: isTexts,
  remembered_login: shape<RememberedLogin>({
    type: oneOf('username', 'sms'),
    username: isText,
    merchant: isText,
    iv: isText,
    sealed: isText,
  }),
  autoLogin: isCode,
  s2s_info: isTexts,
  heartbeat: isTexts,
  announcement_popup: dict(
    shape<StoredPopupState>({
      show: isFlag,
      hashes: (value): value is string[] => Array.isArray(value) && value.every(isText),
      todayHideTime: isCount,
    }),
  ),
  popup_banner_names: isTexts,
  pwa_asset_hash: isBuildHash,
  pwa_install: shape<StoredInstall>({ declines: isNumber, installed: isFlag }),
  isWebClip: oneOf('0', '1'),
  site_status: shape<StoredSiteStatus>({ at: isNumber, value: isObject }),
  push_token: isTexts as Check<StoredPushToken>,
  lcp_image: isLcpImageUrl,
  lobby_icons: isLcpImageUrls,
  download_bar_shown: isFlag,
  profile_icon: dict((value): value is number => Number.isInteger(value) && (value as number) >= 1),
};

/** Keys stored as plain strings (index.html reads `theme` without JSON). */
export const RAW_STRING_KEYS: ReadonlySet<StorageKey> = new Set([
  'theme',
  'language',
  'lastLanguage',
  'merchant',
  'deviceId',
  'autoLogin',
  'pwa_asset_hash',
  'isWebClip',
]);

/** The settings-driven download prompt in this session (spec §4; features/app-download). */
export type StoredPromptSession = { skip: boolean; closes: number; forcedShown: boolean };

/** Download settings as answered (each entry is checked again when read: readDownloadSettings). */
export type StoredDownloadSettings = { domain: string; at: number; raw: Record<string, unknown> };

/** Keys kept in sessionStorage: they live as long as the tab (spec §4). */
export type SessionStorageSchema = {
  /** A social sign-in that left by redirect: its channel and where it started (spec §4). */
  social_login: { channel: FirebaseChannel; intent: 'login' | 'register' };
  /** The top download bar was closed (spec §4, the spec's own name). */
  hideDownloadBar: boolean;
  /** The native app's upgrade banner was closed (spec §2; only when the update is optional). */
  hideUpgradeBanner: boolean;
  /** Closed (skip flag), how often, and whether a forced prompt has shown (spec §4). */
  download_prompt: StoredPromptSession;
  /** The download settings of a domain, asked once a session (features/app-download). */
  download_settings: StoredDownloadSettings;
  /** The build this tab last reloaded for (the update check's reload-loop guard, domains/pwa). */
  pwa_reloaded_for: string;
  /** The build this tab last reloaded for when a chunk would not load (lib/chunks). */
  chunk_reloaded_for: string;
  /** The install prompt was declined or closed: not shown again this session (spec §4). */
  pwaInstallDeclined: boolean;
  /** The browser's install prompt never came this session: the open-in-Chrome flag (spec §4). */
  pwaPromptMissing: boolean;
  /** The push prompt was shown and closed or answered: not again this session (spec §4). */
  pushAsked: boolean;
};

export type SessionStorageKey = keyof SessionStorageSchema;

export const SESSION_STORAGE_SCHEMAS: Checks<SessionStorageSchema> = {
  social_login: shape<SessionStorageSchema['social_login']>({
    channel: oneOf('facebook', 'google', 'twitter', 'line'),
    intent: oneOf('login', 'register'),
  }),
  hideDownloadBar: isFlag,
  hideUpgradeBanner: isFlag,
  download_prompt: shape<StoredPromptSession>({
    skip: isFlag,
    closes: isNumber,
    forcedShown: isFlag,
  }),
  download_settings: shape<StoredDownloadSettings>({ domain: isText, at: isNumber, raw: isObject }),
  pwa_reloaded_for: isBuildHash,
  chunk_reloaded_for: isBuildEntries,
  pwaInstallDeclined: isFlag,
  pwaPromptMissing: isFlag,
  pushAsked: isFlag,
};
