/**
 * Which platform the visitor is on and how the page runs there, decided in one pure
 * function so every case has a table test. iPadOS 13+ reports itself as a Mac: a "Macintosh" with
 * a touch screen is an iPad. The operator's native shells announce themselves by their bridge
 * object (lib/device/launch-context) or by the `WpsApp/<version>` user-agent token (contract
 * download.ts); a home-screen web clip runs with navigator.standalone, an installed web app in the
 * standalone display mode.
 */
import { appVersionIn, type AndroidDownloadBridge } from '@wps/contract/download';
import { readLaunchSignals, type LaunchSignals } from './launch-context';

export type Os = 'android' | 'ios' | 'other';
/** How the page runs: in the native shell, as an iOS web clip, as an installed PWA, or a tab. */
export type Shell = 'native' | 'webclip' | 'pwa' | 'browser';

export type Platform = {
  os: Os;
  /** iOS or iPadOS version as [major, minor]; null when not iOS or not told. */
  iosVersion: readonly [number, number] | null;
  shell: Shell;
  /** The native shell's version from its user agent; null outside the shell or when not told. */
  appVersion: string | null;
};

export type PlatformSignals = LaunchSignals & {
  maxTouchPoints: number;
  /** The version the Android bridge reports (`WpsNativeBridge.appVersion`), for shells whose
   * user agent lacks the token. */
  bridgeVersion?: string | null;
};

function iosVersionIn(userAgent: string): readonly [number, number] | null {
  // iPhone and old iPad: "CPU iPhone OS 17_1 like Mac OS X"; iPadOS as a Mac: "Version/17.1".
  const match = /\bOS (\d+)_(\d+)/.exec(userAgent) ?? /\bVersion\/(\d+)\.(\d+)/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

export function platformOf(s: PlatformSignals): Platform {
  const ua = s.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && s.maxTouchPoints > 1);
  const os: Os = ios ? 'ios' : /Android/i.test(ua) ? 'android' : 'other';
  const appVersion = appVersionIn(ua) ?? s.bridgeVersion ?? null;
  const shell: Shell =
    s.nativeBridge || appVersion !== null
      ? 'native'
      : s.iosStandalone
        ? 'webclip'
        : s.displayStandalone
          ? 'pwa'
          : 'browser';
  return {
    os,
    iosVersion: ios ? iosVersionIn(ua) : null,
    shell,
    appVersion: shell === 'native' ? appVersion : null,
  };
}

function bridgeVersion(): string | null {
  const bridge = (window as Window & { WpsNativeBridge?: AndroidDownloadBridge }).WpsNativeBridge;
  const version = typeof bridge?.appVersion === 'function' ? bridge.appVersion() : null;
  return typeof version === 'string' && /^\d+(\.\d+)*$/.test(version) ? version : null;
}

export function readPlatform(): Platform {
  return platformOf({
    ...readLaunchSignals(),
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    bridgeVersion: bridgeVersion(),
  });
}

/** True when `version` is known and before [major, minor]. */
export function iosBefore(platform: Platform, major: number, minor = 0): boolean {
  const version = platform.iosVersion;
  if (!version) return false;
  return version[0] < major || (version[0] === major && version[1] < minor);
}
