/**
 * The update check (spec §4 "Update check", §8 Update, §9): a new build published in
 * the sandbox (new asset manifests, a worker with new bytes) is found by the next check, the
 * worker takes over after skip-waiting, the refresh popup shows once, and refresh reloads in
 * place or at /m/home, after 200 ms with the loading toast, never twice for one version. The
 * service worker runs here (project `pwa`).
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import {
  checkOnVisible,
  countChecks,
  documentMarked,
  keepActiveWorker,
  markDocument,
  publishBuild,
  workerReplaced,
} from '../support/builds';
import { pauseSoon } from '../support/clock';
import { expect, test } from '../support/fixtures';
import { ANDROID_UA, androidShell, injectAndroidBridge } from '../support/native-shell';
import { signIn } from '../support/sign-in';

const HOUR = 3_600_000;
const STEP = 50;

// Two page loads with the worker installing, and an hour of the app's timers: slower than most.
test.slow();
const popup = (page: Page) => page.getByRole('alertdialog', { name: 'New version available' });
const storedHash = (page: Page) => page.evaluate(() => localStorage.getItem('pwa_asset_hash'));

/**
 * Opens `path` with the clock installed (running) as on a second visit: the worker installed on
 * the first load controls the page (only then does a new worker wait for SKIP_WAITING: one with
 * no page to control activates at once). Returns once both the check at start and the one 1.5 s
 * later have run on that second load, with the stored hash this build's.
 */
async function openChecked(page: Page, path: string) {
  await page.clock.install();
  const all = countChecks(page);
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first load's own two checks are done before the reload: its 1.5 s check could otherwise
  // land after counting began and count as one of the second load's (a retry under load).
  await expect.poll(all).toBe(2);
  const checks = () => all() - 2;
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect.poll(checks).toBe(2);
  await expect.poll(() => storedHash(page)).toMatch(/^[\da-f]{8}$/);
  return checks;
}

/** Clicks Refresh on a paused clock: the loading toast, then the reload 200 ms later. */
async function refreshAfter200ms(page: Page) {
  await markDocument(page);
  await pauseSoon(page);
  await popup(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('loading')).toBeVisible();
  await page.clock.runFor(199);
  expect(await documentMarked(page)).toBe(true);
  const loaded = page.waitForEvent('load');
  await page.clock.runFor(1);
  await loaded;
  await page.clock.resume();
}

test('a new build: the hourly check finds it, the worker takes over, the popup shows once; refresh reloads /m/game in place', async ({
  page,
  sandbox,
}) => {
  const checks = await openChecked(page, '/m/game');
  const before = await storedHash(page);
  await keepActiveWorker(page);
  await publishBuild(page.request, sandbox.url);

  await page.clock.fastForward(HOUR);
  await expect(popup(page)).toBeVisible();
  expect(checks()).toBe(3);
  expect(await workerReplaced(page)).toBe(true);
  expect(await storedHash(page)).not.toBe(before);
  expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);

  // Another check of the same build: still the one popup.
  await checkOnVisible(page);
  await expect.poll(checks).toBe(4);
  await expect(popup(page)).toHaveCount(1);

  await refreshAfter200ms(page);
  await expect(page).toHaveURL(/\/m\/game$/);
  // The new page checks twice more and finds nothing new: no popup.
  await expect.poll(checks).toBe(6);
  await expect(popup(page)).toHaveCount(0);
});

test.describe('timing alone', () => {
  // The subject is when the checks run: no worker, whose install would only add real time.
  test.use({ serviceWorkers: 'block' });

  test('the first check after the start one comes 1.5 s later (paused page clock)', async ({
    page,
    sandbox,
  }) => {
    const checks = countChecks(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto('/m/home');
    // The page runs on paused time, in 50 ms steps, until the check at start is asked.
    for (let step = 0; step < 400 && checks() === 0; step += 1) await page.clock.runFor(STEP);
    expect(checks()).toBe(1);
    await expect.poll(() => storedHash(page)).toMatch(/^[\da-f]{8}$/);
    await publishBuild(page.request, sandbox.url, { mobileMc: { version: '2' } });
    // The 1.5 s timer was set in the step that asked: at most one step of it has passed.
    await page.clock.runFor(1500 - STEP - 1);
    expect(checks()).toBe(1);
    await page.clock.runFor(STEP + 1);
    await expect.poll(checks).toBe(2);
    await page.clock.resume();
    await expect(popup(page)).toBeVisible();
  });
});

test('closed, the popup stays closed for that build', async ({ page, sandbox }) => {
  const checks = await openChecked(page, '/m/home');
  await publishBuild(page.request, sandbox.url);
  await checkOnVisible(page);
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toHaveCount(0);
  const seen = checks();
  await checkOnVisible(page);
  await expect.poll(checks).toBe(seen + 1);
  await expect(popup(page)).toHaveCount(0);
});

test('refresh on a member page (/m/voucherCenter) lands on /m/home', async ({ page, sandbox }) => {
  await signIn(page);
  await openChecked(page, '/m/voucherCenter');
  await publishBuild(page.request, sandbox.url, { mobileMc: { version: '2' } });
  await checkOnVisible(page);
  await expect(popup(page)).toBeVisible();
  await refreshAfter200ms(page);
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('two new builds before refresh: one popup, one reload, and never a second reload for the same build', async ({
  page,
  sandbox,
}) => {
  const checks = await openChecked(page, '/m/home');
  await publishBuild(page.request, sandbox.url);
  await checkOnVisible(page);
  await expect(popup(page)).toBeVisible();
  await keepActiveWorker(page);
  await publishBuild(page.request, sandbox.url);
  await checkOnVisible(page);
  await expect.poll(checks).toBe(4);
  // The second build's worker has taken over too (that check is done): still the one popup.
  await expect.poll(() => workerReplaced(page)).toBe(true);
  await expect(popup(page)).toHaveCount(1);

  let loads = 0;
  page.on('load', () => (loads += 1));
  await refreshAfter200ms(page);
  await expect.poll(checks).toBe(6);
  await expect(popup(page)).toHaveCount(0);
  expect(loads).toBe(1);

  // A build that never takes over (here: the stored hash is lost again) asks once more, but a
  // refresh for the build this tab already reloaded for does not reload: no loop.
  await page.evaluate(() => localStorage.setItem('pwa_asset_hash', '00000000'));
  await checkOnVisible(page);
  await expect(popup(page)).toBeVisible();
  await markDocument(page);
  await popup(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(popup(page)).toHaveCount(0);
  await page.clock.runFor(1000);
  expect(await documentMarked(page)).toBe(true);
  expect(loads).toBe(1);
});

const IN_APP = `${ANDROID_UA} [FB_IAB/FB4A;FBAV/450.0.0.0;]`;

for (const [name, userAgent, bridge] of [
  ['the Android native shell', androidShell('2.5.0').userAgent, true],
  ['an in-app browser (Facebook)', IN_APP, false],
] as const) {
  test.describe(name, () => {
    test.use({ userAgent });

    test('a new build unregisters the /m/sw worker and shows the popup', async ({
      page,
      sandbox,
    }) => {
      if (bridge) await injectAndroidBridge(page);
      await openChecked(page, '/m/home');
      await publishBuild(page.request, sandbox.url);
      await checkOnVisible(page);
      await expect(popup(page)).toBeVisible();
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      ).toBe(0);
    });
  });
}
