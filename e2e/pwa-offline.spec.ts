/**
 * Offline with the service worker (issue 14): a reload without a network gets the precached
 * shell, which shows the translated offline state with a retry instead of a browser error page,
 * and comes back once the network does (Retry, or the browser's `online` event).
 */
import type { Page } from '@playwright/test';
import { Api } from '@wps/contract/paths';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  activeWorker,
  loadControlled,
  localeCacheSize,
  loseNetwork,
  restoreNetwork,
} from './support/pwa';

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

/** The offline state is up under spec §8's notice, in the page's language, inside the shell. */
async function expectOfflineState(page: Page) {
  await closeStatusNotice(page);
  const state = offlineState(page);
  await expect(state.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(state).toContainText('The site cannot be reached right now.');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // A Retry while still offline asks for the status again, which fails again: the notice says
  // so once more, and the state stays.
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

test('an offline reload of /m/home shows the offline state, and Retry brings the page back', async ({
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
  await loseNetwork(context);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker(), 'the shell came from the worker').toBe(true);
  await expectOfflineState(page);
  await restoreNetwork(context);
  await offlineState(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(offlineState(page)).toHaveCount(0);
});

test('an offline reload of /m/game shows the offline state, and the network coming back brings the page back', async ({
  page,
  context,
  sandbox,
}) => {
  void sandbox;
  await loadControlled(page, '/m/game');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await loseNetwork(context, true);
  await page.reload();
  await expectOfflineState(page);
  // No tap: the browser's `online` event asks again.
  await restoreNetwork(context);
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect(offlineState(page)).toHaveCount(0);
});
