/**
 * The download links of the site status (spec §3 resources; §9 default keys Android, IOS,
 * MOBILECONFIG, AppDownloadIcon) and what the platform can do with them: whether the
 * app is offered at all, and the one download step a tap performs. Pure, with table tests; the
 * bar, the prompt, the upgrade banner, the home button and the APP_DOWNLOAD go-button all ask here.
 */
import { compareVersions, MIN_DIRECT_DOWNLOAD_VERSION, ResourceType } from '@wps/contract/download';
import { iosBefore, type Platform } from '../../lib/device/platform';

type Resource = { resourceType: string; url: string; version?: string };
type Link = { url: string; version: string | null };

export type DownloadLinks = {
  android: Link | null;
  ios: Link | null;
  mobileConfig: Link | null;
  icon: string | null;
};

/** Only http(s) links: a `javascript:` or `data:` resource would run in the player's session. */
const isHttp = (url: string) => /^https?:\/\//i.test(url.trim());

export function downloadLinks(resources: readonly Resource[]): DownloadLinks {
  const find = (type: string): Link | null => {
    const entry = resources.find((r) => r.resourceType === type && isHttp(r.url));
    return entry ? { url: entry.url.trim(), version: entry.version ?? null } : null;
  };
  return {
    android: find(ResourceType.android),
    ios: find(ResourceType.ios),
    mobileConfig: find(ResourceType.mobileConfig),
    icon: find(ResourceType.icon)?.url ?? null,
  };
}

/**
 * iOS before 11.3 cannot run a web app when installed (no manifest, no service worker in a
 * home-screen app), so the bar does not offer one there (spec §4).
 */
export const MIN_IOS_WEB_APP = [11, 3] as const;
/** Spec §8: iOS 17 moved the downloaded profile to the top of Settings (ios17_download_tips). */
export const IOS_PROFILE_TIPS_FROM = 17;

/** The app link for the platform: iOS the IOS link, else (Android, others) the APK. */
export function appLinkFor(platform: Platform, links: DownloadLinks): Link | null {
  return platform.os === 'ios' ? links.ios : links.android;
}

/**
 * Whether the app is offered on this platform at all (bar, prompt, home button): not inside the
 * native shell or an installed web app or app mode; in a web clip only the iOS app is worth
 * offering; never on an iOS that cannot run a web app; and only with a link to follow.
 */
export function offersApp(platform: Platform, links: DownloadLinks, appMode: boolean): boolean {
  if (appMode || platform.shell === 'native' || platform.shell === 'pwa') return false;
  if (platform.shell === 'webclip') return links.ios !== null;
  if (iosBefore(platform, MIN_IOS_WEB_APP[0], MIN_IOS_WEB_APP[1])) return false;
  return downloadStep(platform, links, false).kind !== 'none';
}

export type DownloadStep =
  | { kind: 'none' }
  /** The Android shell downloads and installs the APK itself (bridge downloadApp). */
  | { kind: 'native'; url: string }
  /** Opened in a new tab (the APK downloads, the IOS link opens the store), or by an old shell. */
  | { kind: 'open'; url: string }
  /** iOS 17+: the profile opens, then ios17_download_tips says where to install it (spec §8). */
  | { kind: 'profile'; url: string }
  /** Older iOS: app_goto_setting first; its button opens the profile (spec §8). */
  | { kind: 'confirmProfile'; url: string };

/**
 * What a tap on download does (spec §2 APP_DOWNLOAD, §5 minimum app version, §8): Android the
 * APK, directly inside a shell of 2.4.39 or later that can; iOS the IOS link, else the
 * MOBILECONFIG profile with the tips of its iOS version.
 */
export function downloadStep(
  platform: Platform,
  links: DownloadLinks,
  bridgeDownloads: boolean,
): DownloadStep {
  const app = appLinkFor(platform, links);
  if (platform.os !== 'ios') {
    if (!app) return { kind: 'none' };
    const direct =
      platform.os === 'android' &&
      platform.shell === 'native' &&
      bridgeDownloads &&
      platform.appVersion !== null &&
      compareVersions(platform.appVersion, MIN_DIRECT_DOWNLOAD_VERSION) >= 0;
    return { kind: direct ? 'native' : 'open', url: app.url };
  }
  if (app) return { kind: 'open', url: app.url };
  const profile = links.mobileConfig;
  if (!profile) return { kind: 'none' };
  return iosBefore(platform, IOS_PROFILE_TIPS_FROM)
    ? { kind: 'confirmProfile', url: profile.url }
    : { kind: 'profile', url: profile.url };
}

/**
 * Spec §2 upgrade banner: in the native shell, when the platform's app link names a newer
 * version than the shell's own. A shell that does not say its version is taken as older.
 */
export function upgradeLink(platform: Platform, links: DownloadLinks): Link | null {
  if (platform.shell !== 'native') return null;
  const app = appLinkFor(platform, links);
  if (!app?.version) return null;
  return compareVersions(platform.appVersion ?? '0', app.version) < 0 ? app : null;
}
