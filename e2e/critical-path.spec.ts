/**
 * The critical path (issue 18): index.html starts the stored language's file beside the entry
 * script (app/locale-preload.ts), and the app takes that answer instead of asking again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Every request of the page, and Chromium's warnings of a preload nobody used. */
function watchLoads(page: Page) {
  const urls: string[] = [];
  const unused: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('console', (message) => {
    if (/preloaded .*but not used/i.test(message.text())) unused.push(message.text());
  });
  return { urls, unused };
}

const localeRequests = (urls: string[], code: string) =>
  urls.filter((url) => new RegExp(`/m/assets/${code}-[\\w-]+\\.json$`).test(url));

test('the stored language is preloaded from the HTML and fetched once', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const { urls, unused } = watchLoads(page);
  await page.addInitScript(() => localStorage.setItem('language', 'VI'));
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();
  const preload = page.locator('link[rel="preload"][as="fetch"]');
  await expect(preload).toHaveAttribute('href', /\/m\/assets\/vi-[\w-]+\.json$/);
  expect(localeRequests(urls, 'vi')).toHaveLength(1);
  expect(localeRequests(urls, 'en')).toHaveLength(0);
  expect(unused).toEqual([]);
});

test('with no stored language nothing is preloaded', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0);
});

/** Requests of a page's chunk (`GamePage-<hash>.js`), by name. */
const chunkRequests = (urls: string[], name: string) =>
  urls.filter((url) => new RegExp(`/m/assets/${name}-[\\w-]+\\.js$`).test(url));

/**
 * The page chunks preloaded by index.html's inline script: links that come before the entry
 * script in the head. Vite's own helper appends links for what a dynamic import needs at the end
 * of the head, once the entry runs: those do not count.
 */
const preloadedFromHtml = (page: Page) =>
  page.evaluate(() => {
    const entry = document.querySelector('script[type="module"][src]');
    return Array.from(document.head.querySelectorAll('link'))
      .filter((link) => entry && link.compareDocumentPosition(entry) & 4)
      .filter((link) => link.rel === 'modulepreload' || link.as === 'style')
      .map((link) => new URL(link.href).pathname.replace(/-[\w-]+\.(js|css)$/, '.$1'));
  });

test('the opened page’s chunk and CSS start from the HTML, each fetched once', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const { urls, unused } = watchLoads(page);
  await page.goto('/m/game');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Added by index.html's inline script (app/route-preload.ts) before the entry script ran.
  const preloaded = await preloadedFromHtml(page);
  expect(preloaded).toContain('/m/assets/GamePage.js');
  expect(preloaded).toContain('/m/assets/GamePage.css');
  expect(chunkRequests(urls, 'GamePage')).toHaveLength(1);
  expect(chunkRequests(urls, 'HomePage')).toHaveLength(0);
  expect(unused).toEqual([]);
});

test('home preloads its own page only, and an unknown address nothing', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const preloaded = await preloadedFromHtml(page);
  expect(preloaded).toContain('/m/assets/HomePage.js');
  expect(preloaded).not.toContain('/m/assets/GamePage.js');
  await page.goto('/m/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await preloadedFromHtml(page)).toEqual([]);
});
