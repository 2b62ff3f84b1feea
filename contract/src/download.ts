/**
 * App download (spec §2, §3, §4, §5): the download-prompt settings call, the resource
 * keys, and how the native shells tell the page what they are. contract §3 pins the settings as
 * `Record<key, { enabled, value }>`; everything else here is the project's decision, written up
 * in contract/README.md "App download".
 */
import * as v from 'valibot';

/** GET /wps/relay/WPSCORE_getDownloadSetting?domain= (spec §7), no authorization. */
export const DownloadApi = { setting: '/wps/relay/WPSCORE_getDownloadSetting' } as const;
export const DownloadRelay = { setting: 'WPSCORE_getDownloadSetting' } as const;

/** Spec §9 default resource keys (status.resources[].resourceType). */
export const ResourceType = {
  android: 'Android',
  ios: 'IOS',
  mobileConfig: 'MOBILECONFIG',
  icon: 'AppDownloadIcon',
} as const;

/** The count rules with a forced (unclosable) variant, suffixed `_forced` (contract §3). */
export const COUNT_SETTING_KEYS = [
  'deposit_times',
  'deposit_least_times',
  'withdrawal_times',
  'withdrawal_least_times',
] as const;

/** Spec §3 "Download-prompt settings", with the forced variants. */
export const DOWNLOAD_SETTING_KEYS = [
  'app_background',
  'app_desc',
  'bottom_app_desc',
  'download_condition_switch',
  'in_game_popup_interval',
  'login_required',
  'bind_card',
  'bottom_app_bar_mode',
  ...COUNT_SETTING_KEYS,
  ...COUNT_SETTING_KEYS.map((key) => `${key}_forced` as const),
  'first_deposit',
  'first_withdraw',
  'reg_days',
  'reg_days_forced',
  'domains_switch',
  'domains',
  'theme',
] as const;

/**
 * Project additions (contract/README.md): the top bar's requirements (spec §4 "may require login
 * and a minimum VIP rank") and the upgrade banner's own texts (spec §2: defaults otherwise).
 */
export const PROJECT_SETTING_KEYS = [
  'bar_login_required',
  'bar_min_vip_rank',
  'upgrade_title',
  'upgrade_desc',
  'upgrade_button',
] as const;

export type DownloadSettingKey =
  (typeof DOWNLOAD_SETTING_KEYS)[number] | (typeof PROJECT_SETTING_KEYS)[number];

/** enabled: a boolean, or 1 / 0 as some back ends write it. */
const enabledSchema = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1])]),
  v.transform((value) => value === true || value === 1),
);

export const downloadSettingSchema = v.object({
  enabled: v.optional(enabledSchema, false),
  value: v.optional(v.nullable(v.union([v.string(), v.number()])), null),
});
export type DownloadSetting = v.InferOutput<typeof downloadSettingSchema>;
export type DownloadSettings = Partial<Record<DownloadSettingKey, DownloadSetting>>;

/** The call's value: any object; its entries are read one by one (readDownloadSettings). */
export const downloadSettingsValueSchema = v.record(v.string(), v.unknown());

const KNOWN: ReadonlySet<string> = new Set([...DOWNLOAD_SETTING_KEYS, ...PROJECT_SETTING_KEYS]);

/**
 * The known keys whose entry reads as `{ enabled, value }`; an entry that does not is dropped
 * (counts as off) rather than failing every rule, and unknown keys are ignored.
 */
export function readDownloadSettings(raw: Record<string, unknown>): DownloadSettings {
  const settings: DownloadSettings = {};
  for (const [key, entry] of Object.entries(raw)) {
    if (!KNOWN.has(key)) continue;
    const parsed = v.safeParse(downloadSettingSchema, entry);
    if (parsed.success) settings[key as DownloadSettingKey] = parsed.output;
  }
  return settings;
}

/**
 * The native shells (contract §4): both append `WpsApp/<version>` to their user agent (the
 * Android bridge may also answer `appVersion()`), and the Android shell's bridge object may offer
 * `downloadApp(url)`, which downloads and installs the APK inside the app. Shells from MIN_DIRECT_DOWNLOAD_VERSION on have it (spec §5); older ones
 * get the link opened in the system browser instead.
 */
export const NATIVE_UA_TOKEN = 'WpsApp';
export const MIN_DIRECT_DOWNLOAD_VERSION = '2.4.39';

export type AndroidDownloadBridge = {
  downloadApp?: (url: string) => void;
  /** The shell's version, for shells whose user agent does not carry the token. */
  appVersion?: () => string;
};

/** The user agent a shell of `version` sends on top of its web view's own. */
export function nativeUserAgent(webViewUserAgent: string, version: string): string {
  return `${webViewUserAgent} ${NATIVE_UA_TOKEN}/${version}`;
}

/** The shell's version from its user agent, or null when the token is absent. */
export function appVersionIn(userAgent: string): string | null {
  return new RegExp(`\\b${NATIVE_UA_TOKEN}/(\\d+(?:\\.\\d+)*)`).exec(userAgent)?.[1] ?? null;
}

/** Numeric dotted comparison: '2.4.10' is after '2.4.9'; missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
