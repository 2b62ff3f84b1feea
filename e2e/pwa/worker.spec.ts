/**
 * The service worker itself: its registration (spec §7: /m/sw.js with env and
 * merchant, scope /m/), a missing asset staying a 404 with it active, the kill switch, and
 * Chromium's own installability check.
 */
import type { Page } from '@playwright/test';
import { SandboxWorkerApi } from '@wps/contract/builds-worker';
import { Api } from '@wps/contract/paths';
import { expect, test } from '../support/fixtures';
import { activeWorker, cacheNames, loadControlled } from '../support/pwa';

// Each test installs the worker, which precaches the whole build (about 150 files) before it
// activates: on two busy cores that alone can take a good part of the default 30 s.
test.describe.configure({ timeout: 90_000 });

const registrations = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => ({
      scope: r.scope,
      scriptURL: (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '',
    })),
  );

test('the worker registers as /m/sw.js with env and merchant once the status names the merchant', async ({
  page,
  baseURL,
  sandbox,
}) => {
  void sandbox;
  // The first status gets no answer: no merchant yet, so no worker, even after load.
  await page.route(`**${Api.systemStatus}*`, (route) => route.abort('internetdisconnected'));
  const registerChunk = page.waitForResponse((r) => /\/assets\/register-worker-/.test(r.url()));
  await page.goto('/m/home');
  await registerChunk;
  // In the spec's default language (CN): with no status, nothing else is known yet.
  const offline = page.getByTestId('offline-state');
  await expect(offline).toBeVisible();
  expect(await registrations(page)).toEqual([]);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // Spec §8's status notice opens over the offline state: closed first, as a player would.
  const notice = page.getByRole('alertdialog');
  await expect(notice).toBeVisible();
  await notice.getByRole('button').last().click();
  await expect(notice).toHaveCount(0);
  await offline.getByRole('button').click();
  await expect(offline).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const worker = await activeWorker(page);
  expect(worker).toEqual({
    scope: `${baseURL}/m/`,
    scriptURL: `${baseURL}/m/sw.js?env=production&merchant=demo`,
  });
  expect(await registrations(page)).toHaveLength(1);
});

test('a missing asset is a 404 with the worker active, fetched and opened as a page', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await loadControlled(page, '/m/home');
  const fetched = await page.evaluate(async () => {
    const response = await fetch('/m/assets/missing-0000.js');
    return { status: response.status, body: await response.text() };
  });
  expect(fetched.status).toBe(404);
  expect(fetched.body).not.toContain('id="root"');
  for (const path of ['/m/assets/missing-0000.js', '/m/missing.png']) {
    const opened = await page.goto(path);
    expect(opened?.status(), path).toBe(404);
    expect(await opened?.text(), path).not.toContain('id="root"');
  }
  // The worker is still the page's: a page of the app still comes from it.
  const home = await page.goto('/m/home');
  expect(home?.fromServiceWorker()).toBe(true);
});

test('the kill switch: at its next update check the worker unregisters and its caches are gone', async ({
  page,
  request,
  sandbox,
}) => {
  await loadControlled(page, '/m/home');
  await expect.poll(() => cacheNames(page)).toContain('locales');
  expect(await registrations(page)).toHaveLength(1);

  const put = await request.put(sandbox.url + SandboxWorkerApi.worker, { data: { kill: true } });
  expect(put.ok()).toBe(true);
  // The update check the app makes (its update flow calls registration.update()).
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await expect.poll(() => registrations(page)).toEqual([]);
  await expect.poll(() => cacheNames(page)).toEqual([]);

  // The page it left still works, now from the network, and no worker comes back by itself
  // while the build ships the kill worker.
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test("Chromium's installability check on /m/home reports nothing but the incognito context", async ({
  page,
  context,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  await activeWorker(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A Playwright context is incognito, where Chromium never installs: that one error is expected.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual(
    [],
  );
  expect(installabilityErrors.map((e) => e.errorId)).toContain('in-incognito');
});
