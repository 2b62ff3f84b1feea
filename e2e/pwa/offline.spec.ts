/**
 * Offline with the service worker: a reload without a network gets the precached
 * shell. A repeat visit paints from the stored site status (the first-paint rule, domains/site/
 * status) and shows the page's saved public content (domains/pwa/public-content) under the offline
 * bar; a visit without a usable stored status shows the whole offline state. Either way, a
 * translated offline state with a retry instead of a browser error page, which comes back once
 * the network does (Retry, or the browser's `online` event).
 */
import type { Page } from '@playwright/test';
import { Api } from '@wps/contract/paths';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  activeWorker,
  loadControlled,
  localeCacheSize,
  loseNetwork,
  restoreNetwork,
} from '../support/pwa';

// Each test installs the worker, which precaches the whole build (about 150 files) before it
// activates: on two busy cores that alone can take a good part of the default 30 s.
test.describe.configure({ timeout: 90_000 });

const offlineState = (page: Page) => page.getByTestId('offline-state');

const notice = (page: Page) => page.getByRole('alertdialog', { name: 'Notice' });

/** Spec §8's notice of a status call with no answer (on http), closed to reach the page. */
async function closeStatusNotice(page: Page) {
  await expect(notice(page)).toContainText('Network Error / CORS Errors');
  await notice(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page)).toHaveCount(0);
}

/** A Retry while still offline asks for the status again, which fails again; the state stays. */
async function expectRetryStillOffline(page: Page) {
  const state = offlineState(page);
  const failed = page.waitForEvent('requestfailed', {
    predicate: (r) => r.url().includes(Api.systemStatus),
    timeout: 15_000,
  });
  await state.getByRole('button', { name: 'Retry' }).click();
  await failed;
  await closeStatusNotice(page);
  await expect(state.getByRole('button', { name: 'Retry' })).toBeEnabled();
  expect(await seriousViolations(page, '[data-testid="offline-state"]')).toEqual([]);
}

/** No stored status to paint from: the whole offline state, under spec §8's notice. */
async function expectOfflineState(page: Page) {
  await closeStatusNotice(page);
  const state = offlineState(page);
  await expect(state.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(state).toContainText('The site cannot be reached right now.');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectRetryStillOffline(page);
}

/** A repeat visit: the page from its stored status and saved content, under the offline bar. */
async function expectSavedPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await closeStatusNotice(page);
  const bar = offlineState(page);
  await expect(bar).toHaveRole('status');
  await expect(bar).toHaveText(/You are offline\. Showing saved content\./);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectRetryStillOffline(page);
}

/** Leaves garbage where the stored status is: the visit cannot paint from it. */
async function spoilStoredStatus(page: Page) {
  await page.evaluate(() => localStorage.setItem('site_status', '{"at":1,"value":{"ip":7}}'));
}

test('an offline repeat visit of /m/home shows its saved banners and games under the offline bar, and Retry brings the page back', async ({
  page,
  context,
  sandbox,
}) => {
  void sandbox;
  // The controlled reload fetched the page's content through the worker, which kept it.
  await loadControlled(page, '/m/home');
  await expect(page.getByTestId('marquee')).toContainText('GCash deposits');
  await expect(page.getByRole('link', { name: 'Fortune Tiger' })).toBeVisible();
  await loseNetwork(context);
  await page.reload();
  await expectSavedPage(page, 'Home');
  await expect(page.getByTestId('marquee')).toContainText('GCash deposits');
  await expect(page.getByRole('link', { name: 'Fortune Tiger' })).toBeVisible();
  await restoreNetwork(context);
  await offlineState(page).getByRole('button', { name: 'Retry' }).click();
  await expect(offlineState(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('an offline repeat visit of /m/game shows its saved lanes under the offline bar, and the network coming back removes it', async ({
  page,
  context,
  sandbox,
}) => {
  void sandbox;
  await loadControlled(page, '/m/game');
  const slots = page.getByRole('region', { name: 'Slots' });
  await expect(slots.getByRole('button', { name: 'Fortune Tiger', exact: true })).toBeVisible();
  await loseNetwork(context, true);
  await page.reload();
  await expectSavedPage(page, 'Games');
  await expect(slots.getByRole('button', { name: 'Fortune Tiger', exact: true })).toBeVisible();
  // No tap: the browser's `online` event asks again.
  await restoreNetwork(context);
  await expect(offlineState(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
});

test('an offline reload with no usable stored status shows the offline state, and Retry brings the page back', async ({
  page,
  context,
  sandbox,
}) => {
  void sandbox;
  // Right after the first visit: the worker is active but has never served this page, so the
  // language file it fetched is in the worker's cache only because the app put it there.
  await page.goto('/m/home');
  await activeWorker(page);
  await expect.poll(() => localeCacheSize(page)).toBe(1);
  // Garbage in place of the stored status is dropped: the offline state, never a blank page.
  await spoilStoredStatus(page);
  await loseNetwork(context);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker(), 'the shell came from the worker').toBe(true);
  await expectOfflineState(page);
  expect(await page.evaluate(() => localStorage.getItem('site_status'))).toBeNull();
  await restoreNetwork(context);
  await offlineState(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(offlineState(page)).toHaveCount(0);
});

test('a repeat visit paints from the stored status before the server answers, then follows the answer', async ({
  page,
  context,
  sandbox,
}) => {
  await loadControlled(page, '/m/home');
  // The status answer is held: whatever shows meanwhile was painted from storage.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(`**${Api.systemStatus}*`, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest((r) => r.url().includes(Api.systemStatus));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await asked;
  await sandbox.patchMerchant({ status: { maintenance: true } });
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
});
