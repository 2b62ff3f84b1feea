/**
 * The install popup's browser side as tests fake it: the browser's deferred prompt
 * (beforeinstallprompt with prompt() and userChoice), the installed event, a home-screen launch
 * (standalone display mode, iOS navigator.standalone), and a paused clock moved in known steps.
 */
import type { Page } from '@playwright/test';
import { networkQuiet } from './network-quiet';

export const FIREFOX_ANDROID_UA =
  'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
export const FACEBOOK_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]';

declare global {
  interface Window {
    /** How often the fake deferred prompt was shown. */
    installPrompts?: number;
    /** setTimeout calls of the install popup's chunk, in page time. */
    installTimers?: { ms: number; at: number }[];
  }
}

/**
 * Dispatches a fake deferred prompt once the document is parsed (the entry has run by then, as
 * in Chromium, which fires it after the manifest is read); the player answers `outcome`.
 */
export function fakeInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed') {
  return page.addInitScript((answer) => {
    window.installPrompts = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => {
          window.installPrompts = (window.installPrompts ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
  }, outcome);
}

/** A launch from the home screen: the standalone display mode, and on iOS navigator.standalone. */
export function fakeStandalone(page: Page, ios = false) {
  return page.addInitScript((iosStandalone) => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? Object.create(matchMedia(query), { matches: { value: true } })
        : matchMedia(query);
    if (iosStandalone) Object.defineProperty(navigator, 'standalone', { value: true });
  }, ios);
}

/**
 * Opens `path` with the page's clock paused, moving it in 20 ms steps until the home heading
 * shows and the after-paint chunks have loaded (the app's data layer and the first paint need
 * time to pass). The setTimeout calls made from the install popup's chunk are logged with their
 * page time, so a test knows when the popup's timers started (`hostStarted`).
 */
export async function openPaused(page: Page, path: string) {
  await page.clock.install();
  await page.addInitScript(() => {
    window.installTimers = [];
    const original = window.setTimeout.bind(window);
    const logged = (handler: TimerHandler, ms?: number, ...rest: unknown[]): number => {
      if (/\/InstallPromptHost-/.test(new Error().stack ?? ''))
        window.installTimers!.push({ ms: ms ?? 0, at: Date.now() });
      return original(handler, ms, ...rest);
    };
    window.setTimeout = logged as typeof window.setTimeout;
  });
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await settle(page);
}

/** Steps the paused clock until the page shows its heading and its chunks have loaded. */
export async function settle(page: Page) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await stepUntil(page, () => heading.isVisible());
  await page.clock.runFor(20);
  await networkQuiet(page);
}

/** Lets 5 s pass twice, the chunks loading in between: whatever was to show has shown. */
export async function longAfter(page: Page) {
  await page.clock.runFor(5000);
  await networkQuiet(page);
  await page.clock.runFor(5000);
}

async function stepUntil(page: Page, done: () => Promise<boolean>) {
  for (let step = 0; step < 1000; step++) {
    if (await done()) return;
    await page.clock.runFor(20);
  }
  throw new Error('the page never got there');
}

/**
 * Steps the clock until the popup's host has mounted and started its first timer (the polling
 * and the 1 s show delay start in the same commit); returns how much page time has passed since.
 */
export async function hostStarted(page: Page): Promise<number> {
  const started = () => page.evaluate(() => window.installTimers![0]?.at ?? null);
  await stepUntil(page, async () => (await started()) !== null);
  return page.evaluate((at) => Date.now() - at, (await started())!);
}

/** Moves the paused clock to `ms` after the host started. */
export async function runToAfterStart(page: Page, ms: number) {
  const passed = await hostStarted(page);
  if (passed > ms) throw new Error(`already ${passed} ms after the start`);
  await page.clock.runFor(ms - passed);
}

export const storedInstall = (page: Page) =>
  page.evaluate(() => ({
    install: localStorage.getItem('pwa_install'),
    declined: sessionStorage.getItem('pwaInstallDeclined'),
    missing: sessionStorage.getItem('pwaPromptMissing'),
  }));
