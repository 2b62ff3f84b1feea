/**
 * The critical path (issue 18): index.html starts the stored language's file beside the entry
 * script (app/locale-preload.ts), and the app takes that answer instead of asking again.
 */
import { expect, test } from './support/fixtures';

const localeRequests = (urls: string[], code: string) =>
  urls.filter((url) => new RegExp(`/m/assets/${code}-[\\w-]+\\.json$`).test(url));

test('the stored language is preloaded from the HTML and fetched once', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const urls: string[] = [];
  const unused: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/i.test(message.text()))
      unused.push(message.text());
  });
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
