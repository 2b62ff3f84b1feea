/**
 * Spec §8 on an https site: a call that finds no network shows the toast 'network_offline' for
 * 1.5 s, and a site status that fails without a code says 'Error', where an http site shows the
 * notice 'Network Error / CORS Errors' for both (faults/errors.spec.ts). The app is opened at an
 * https address whose every request Playwright answers from the sandbox, so the page runs with
 * `location.protocol` 'https:' and no certificate is needed. The service worker stays blocked, as
 * in every test (playwright.config.ts): it would fetch past these routes.
 */
import type { BrowserContext } from '@playwright/test';
import { pauseSoon } from '../support/clock';
import { expect, test } from '../support/fixtures';

const ORIGIN = 'https://play.wps.test';

/** Answers the https origin from the sandbox; `/wps/` calls fail as offline once `offline()`. */
async function serveHttps(context: BrowserContext, sandboxUrl: string, offline = () => false) {
  await context.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (offline() && url.pathname.startsWith('/wps/')) return route.abort('internetdisconnected');
    const response = await route.fetch({ url: `${sandboxUrl}${url.pathname}${url.search}` });
    return route.fulfill({ response });
  });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

test("offline on https: the 'network_offline' toast for 1.5 s, and no notice", async ({
  page,
  context,
  sandbox,
  baseURL,
}) => {
  void sandbox;
  let offline = false;
  await serveHttps(context, baseURL!, () => offline);
  await page.clock.install();
  await page.goto(`${ORIGIN}/m/login`);
  expect(await page.evaluate(() => location.protocol)).toBe('https:');
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('demo123');
  offline = true;
  // Time stands still from here: the toast's timer starts at a fake instant.
  await pauseSoon(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const toast = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(toast).toHaveText('You are offline. Check your connection.');
  await page.clock.runFor(1499);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Nothing the player typed is lost.
  await expect(page.getByLabel('Username')).toHaveValue('demo01');
});

test("a site status HTML error page on https says 'Error'", async ({
  page,
  context,
  sandbox,
  baseURL,
}) => {
  await sandbox.setFaults([
    { path: '/wps/system/status', status: 500, body: '<html>Internal error</html>', times: 1 },
  ]);
  await serveHttps(context, baseURL!);
  await page.goto(`${ORIGIN}/m/home`);
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Error');
  await expect(notice).not.toContainText('Network Error');
});
