/**
 * How the site was opened, for registerMethod (APP, H5, WEBCLIP, PWA) and the login Device
 * header (IPAD, PWA, WEBCLIP or none), spec §3. The native shells announce themselves with a JS
 * bridge object; a home-screen app runs standalone (navigator.standalone on iOS, the standalone
 * display mode elsewhere), and the web-clip flag (web-clip.ts, spec §4) tells a web clip from the
 * installed web app: both run standalone, only the installed app opens with the homescreen query.
 */
import { readStored } from '../storage/storage';
import { displayStandaloneNow, iosStandaloneNow } from './web-clip';

export type RegisterMethod = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';
export type LoginDevice = 'IPAD' | 'PWA' | 'WEBCLIP' | '';

export type LaunchSignals = {
  userAgent: string;
  nativeBridge: boolean;
  iosStandalone: boolean;
  displayStandalone: boolean;
  /** The web-clip flag is '1' (web-clip.ts); absent reads as unset. */
  webClip?: boolean;
};

export function readLaunchSignals(): LaunchSignals {
  const w = window as Window & {
    WpsNativeBridge?: unknown;
    webkit?: { messageHandlers?: { wps?: unknown } };
  };
  return {
    userAgent: navigator.userAgent,
    nativeBridge: !!w.WpsNativeBridge || !!w.webkit?.messageHandlers?.wps,
    iosStandalone: iosStandaloneNow(),
    displayStandalone: displayStandaloneNow(),
    webClip: readStored('isWebClip') === '1',
  };
}

/** Running as a home-screen app, a web clip or the installed web app alike. */
export const standaloneIn = (s: LaunchSignals): boolean => s.iosStandalone || s.displayStandalone;

/** A standalone launch: a web clip when the flag says so, else the installed web app. */
const homeScreenKind = (s: LaunchSignals): 'WEBCLIP' | 'PWA' | null =>
  standaloneIn(s) ? (s.webClip ? 'WEBCLIP' : 'PWA') : null;

export function registerMethodOf(s: LaunchSignals): RegisterMethod {
  if (s.nativeBridge) return 'APP';
  return homeScreenKind(s) ?? 'H5';
}

export function loginDeviceOf(s: LaunchSignals): LoginDevice {
  if (/iPad/.test(s.userAgent)) return 'IPAD';
  return homeScreenKind(s) ?? '';
}

/** isOfficialAppLogin (spec §3): the request comes from the operator's own native app. */
export function isOfficialApp(s: LaunchSignals = readLaunchSignals()): boolean {
  return s.nativeBridge;
}
