/**
 * The operator's native shells and iPhones, as a test sets them up (contract §4: the bridge is
 * an object the test injects; contract/src/download.ts: the `WpsApp/<version>` user agent).
 * Playwright's iPhone profiles would switch to WebKit: these keep Chromium and change only the
 * user agent and the touch screen.
 */
import { devices, type Page } from '@playwright/test';
import { nativeUserAgent } from '@wps/contract/download';

export const ANDROID_UA = devices['Pixel 7'].userAgent;
export const IPHONE_17_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
export const IPHONE_16_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

/** test.use() options of an iPhone on Chromium. */
export const iPhone = (userAgent: string) => ({
  userAgent,
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
});

/** test.use() options of the Android shell of `version`. */
export const androidShell = (version: string) => ({
  userAgent: nativeUserAgent(ANDROID_UA, version),
});

declare global {
  interface Window {
    /** The URLs the injected Android bridge was asked to download. */
    appDownloads?: string[];
  }
}

/**
 * The Android shell's bridge object: downloadApp (direct download) when `direct`, and
 * appVersion() when `version` is given (a shell whose user agent lacks the token).
 */
export function injectAndroidBridge(page: Page, direct = true, version: string | null = null) {
  return page.addInitScript(
    ([withDownload, appVersion]) => {
      window.appDownloads = [];
      Object.assign(window, {
        WpsNativeBridge: {
          ...(withDownload ? { downloadApp: (url: string) => window.appDownloads!.push(url) } : {}),
          ...(appVersion ? { appVersion: () => appVersion } : {}),
        },
      });
    },
    [direct, version] as const,
  );
}
