/**
 * Helpers of the service-worker tests (project `pwa`, e2e/pwa/): wait for the
 * app's worker, load a page under its control, and lose the network in a way the worker's own
 * fetches see too (context.setOffline does not reach them: microsoft/playwright#2311).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export type WorkerInfo = { scope: string; scriptURL: string };

/** The app's active worker once it has registered and activated (the app registers after load). */
export async function activeWorker(page: Page): Promise<WorkerInfo> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, scriptURL: registration.active?.scriptURL ?? '' };
  });
}

/** Loads `path` under the worker's control: a first visit installs it, a reload is controlled. */
export async function loadControlled(page: Page, path: string): Promise<WorkerInfo> {
  await page.goto(path);
  const worker = await activeWorker(page);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toBe(worker.scriptURL);
  return worker;
}

/**
 * No network for the page, its worker or anything else in the context: every request that
 * leaves the browser fails as a dropped connection does (what the worker answers from its caches
 * still works). `tellBrowser` also puts the browser offline, so that restoring fires the page's
 * `online` event; without it the page is not told and only its own retry finds the network.
 */
export async function loseNetwork(context: BrowserContext, tellBrowser = false): Promise<void> {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  if (tellBrowser) await context.setOffline(true);
}

export async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** The names of the origin's caches, as the page sees them. */
export async function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** How many language files the worker's locale cache holds (app/src/domains/pwa). */
export async function localeCacheSize(page: Page): Promise<number> {
  return page.evaluate(async () => (await (await caches.open('locales')).keys()).length);
}
