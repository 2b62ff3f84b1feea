/**
 * How the site was opened, for registerMethod (APP, H5, WEBCLIP, PWA) and the login Device
 * header (IPAD, PWA, WEBCLIP or none), spec §3. The native shells announce themselves with a JS
 * bridge object; an iOS home-screen web clip runs with navigator.standalone; an installed PWA
 * runs in the standalone display mode.
 */
export type RegisterMethod = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';
export type LoginDevice = 'IPAD' | 'PWA' | 'WEBCLIP' | '';

export type LaunchSignals = {
  userAgent: string;
  nativeBridge: boolean;
  iosStandalone: boolean;
  displayStandalone: boolean;
};

export function readLaunchSignals(): LaunchSignals {
  const w = window as Window & {
    WpsNativeBridge?: unknown;
    webkit?: { messageHandlers?: { wps?: unknown } };
  };
  return {
    userAgent: navigator.userAgent,
    nativeBridge: !!w.WpsNativeBridge || !!w.webkit?.messageHandlers?.wps,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    displayStandalone: matchMedia('(display-mode: standalone)').matches,
  };
}

export function registerMethodOf(s: LaunchSignals): RegisterMethod {
  if (s.nativeBridge) return 'APP';
  if (s.iosStandalone) return 'WEBCLIP';
  if (s.displayStandalone) return 'PWA';
  return 'H5';
}

export function loginDeviceOf(s: LaunchSignals): LoginDevice {
  if (/iPad/.test(s.userAgent)) return 'IPAD';
  if (s.iosStandalone) return 'WEBCLIP';
  if (s.displayStandalone) return 'PWA';
  return '';
}

/** isOfficialAppLogin (spec §3): the request comes from the operator's own native app. */
export function isOfficialApp(s: LaunchSignals = readLaunchSignals()): boolean {
  return s.nativeBridge;
}
