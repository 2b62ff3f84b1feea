/**
 * The install-as-web-app popup (spec §2, §4, §8, §9) with the browser's deferred prompt
 * faked from an init script: accept (3 s 'installing', then installed), decline (session flag,
 * counter +1), the installed event (99); open-in-Chrome when no prompt comes (20 × 150 ms) and
 * copy-link in a social app's browser; the iOS guides; only on /, /m/home and /m/index.html and
 * never in an installed app. Time runs only when the test moves the paused clock.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  FACEBOOK_ANDROID_UA,
  FIREFOX_ANDROID_UA,
  fakeInstallPrompt,
  fakeStandalone,
  longAfter,
  openPaused,
  runToAfterStart,
  settle,
  storedInstall,
} from '../support/install';
import { IPHONE_16_UA, IPHONE_17_UA, iPhone } from '../support/native-shell';

test.use({ installPrompt: true });

const popup = (page: Page) => page.getByRole('dialog', { name: 'Install our app' });
const guide = (page: Page) => page.getByRole('dialog', { name: 'Add to Home Screen' });
const webApp = (page: Page) => popup(page).getByRole('button', { name: 'Install web app' });

test('accepted: the browser prompt, 3 s of installing, then installed and gone', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await fakeInstallPrompt(page, 'accepted');
  await openPaused(page, '/m/home');
  // Spec §9: the popup waits 1 s.
  await runToAfterStart(page, 999);
  await expect(popup(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(popup(page)).toBeVisible();
  // Spec §9: the popup's animation lasts 250 ms (a slide up from the bottom).
  expect(
    await popup(page).evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.animationName, style.animationDuration];
    }),
  ).toEqual(['install-slide-up', '0.25s']);
  await expect(popup(page).getByRole('button', { name: 'Continue on web' })).toBeVisible();
  await expect(popup(page).getByRole('button', { name: 'Download the app' })).toBeVisible();
  await expect(popup(page).getByRole('button', { name: 'Close' })).toBeVisible();

  await webApp(page).click();
  await expect(popup(page).getByRole('status')).toHaveText('Installing…');
  expect(await page.evaluate(() => window.installPrompts)).toBe(1);
  await page.clock.runFor(2999);
  await expect(popup(page).getByRole('status')).toHaveText('Installing…');
  expect((await storedInstall(page)).install).toBeNull();
  await page.clock.runFor(1);
  await expect(popup(page)).toHaveCount(0);
  expect(JSON.parse((await storedInstall(page)).install!)).toEqual({
    declines: 0,
    installed: true,
  });
});

test('declined: the session flag and one more decline; not again this session', async ({
  page,
  context,
  sandbox,
}) => {
  void sandbox;
  await fakeInstallPrompt(page, 'dismissed');
  await openPaused(page, '/m/home');
  await runToAfterStart(page, 1000);
  await webApp(page).click();
  await expect(popup(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.installPrompts)).toBe(1);
  expect(await storedInstall(page)).toMatchObject({
    install: JSON.stringify({ declines: 1, installed: false }),
    declined: 'true',
  });

  // The same tab (session): the prompt comes again, the popup does not.
  await page.reload();
  await settle(page);
  await longAfter(page);
  await expect(popup(page)).toHaveCount(0);

  // A new tab is a new session: offered again, and a second decline counts 2.
  const next = await context.newPage();
  await fakeInstallPrompt(next, 'dismissed');
  await openPaused(next, '/');
  await runToAfterStart(next, 1000);
  await webApp(next).click();
  await expect(popup(next)).toHaveCount(0);
  expect((await storedInstall(next)).install).toBe(
    JSON.stringify({ declines: 2, installed: false }),
  );
});

test('the installed event sets the counter to 99 and the popup goes', async ({ page, sandbox }) => {
  void sandbox;
  await fakeInstallPrompt(page, 'accepted');
  await openPaused(page, '/m/index.html');
  await runToAfterStart(page, 1000);
  await expect(popup(page)).toBeVisible();
  // axe waits on timers of its own.
  await page.clock.resume();
  expect(await seriousViolations(page, '.install-sheet')).toEqual([]);
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(popup(page)).toHaveCount(0);
  expect(JSON.parse((await storedInstall(page)).install!)).toEqual({
    declines: 99,
    installed: true,
  });
});

test('not on other paths such as /m/index; moving home shows it', async ({ page, sandbox }) => {
  void sandbox;
  await fakeInstallPrompt(page, 'accepted');
  await openPaused(page, '/m/index');
  await longAfter(page);
  await expect(popup(page)).toHaveCount(0);
  // Moving to home in the app shows it there (the prompt was kept).
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/m\/home/);
  await runToAfterStart(page, 1000);
  await expect(popup(page)).toBeVisible();
});

test('not on /m/game, where its chunk is not even asked for', async ({ page, sandbox }) => {
  void sandbox;
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await fakeInstallPrompt(page, 'accepted');
  await openPaused(page, '/m/game');
  await longAfter(page);
  await expect(popup(page)).toHaveCount(0);
  // The other after-paint hosts are in: the install popup's host would have come with them.
  await expect
    .poll(() => chunks.some((url) => /\/AppDownloadHost-[\w-]+\.js$/.test(url)))
    .toBe(true);
  expect(chunks.filter((url) => /\/InstallPromptHost-/.test(url))).toEqual([]);
});

test('not in an installed app, even with a prompt', async ({ page, sandbox }) => {
  void sandbox;
  await fakeInstallPrompt(page, 'accepted');
  await fakeStandalone(page);
  await openPaused(page, '/m/home');
  await longAfter(page);
  await expect(popup(page)).toHaveCount(0);
});

test.describe('no prompt from Firefox on Android', () => {
  test.use({ userAgent: FIREFOX_ANDROID_UA });

  test('after 20 polls at 150 ms, the flag and open-in-Chrome', async ({ page, sandbox }) => {
    void sandbox;
    await openPaused(page, '/m/home');
    // The polling started with the show delay: 20 polls at 150 ms end at 3 s.
    await runToAfterStart(page, 2999);
    await expect(popup(page)).toHaveCount(0);
    expect((await storedInstall(page)).missing).toBeNull();
    await page.clock.runFor(1);
    await expect(popup(page)).toBeVisible();
    expect((await storedInstall(page)).missing).toBe('true');
    const chrome = popup(page).getByRole('link', { name: 'Open in Chrome' });
    await expect(chrome).toHaveAttribute(
      'href',
      new RegExp(
        `^intent://${new URL(page.url()).host}/m/home#Intent;scheme=http;package=com\\.android\\.chrome;`,
      ),
    );
    await expect(popup(page).getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await page.clock.resume();
    expect(await seriousViolations(page, '.install-sheet')).toEqual([]);

    // Continue on web: not again this session.
    await popup(page).getByRole('button', { name: 'Continue on web' }).click();
    await expect(popup(page)).toHaveCount(0);
    expect((await storedInstall(page)).declined).toBe('true');
  });
});

test.describe('in the Facebook app on Android', () => {
  test.use({ userAgent: FACEBOOK_ANDROID_UA });

  test('open-in-Chrome and copy-link', async ({ page, context, sandbox }) => {
    void sandbox;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPaused(page, '/m/home');
    await runToAfterStart(page, 3000);
    await expect(popup(page).getByRole('link', { name: 'Open in Chrome' })).toBeVisible();
    await popup(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test.describe('iOS 17', () => {
  test.use(iPhone(IPHONE_17_UA));

  test('the add-to-home-screen guide with Share in the address bar', async ({ page, sandbox }) => {
    void sandbox;
    await openPaused(page, '/m/home');
    // No prompt to wait for on iOS: shown after the 1 s delay.
    await runToAfterStart(page, 1000);
    await webApp(page).click();
    await expect(guide(page)).toBeVisible();
    const steps = guide(page).getByRole('listitem');
    await expect(steps).toHaveText([
      'Tap the Share button in the address bar (or tap ⋯, then Share).',
      'Scroll down and tap “Add to Home Screen”.',
      'Tap “Add” in the top corner. The app is on your home screen.',
    ]);
    await page.clock.resume();
    expect(await seriousViolations(page, '.install-sheet')).toEqual([]);
    await guide(page).getByRole('button', { name: 'Got it' }).click();
    await expect(guide(page)).toHaveCount(0);
    expect((await storedInstall(page)).declined).toBe('true');
  });

  test('not in a web clip', async ({ page, sandbox }) => {
    void sandbox;
    await fakeStandalone(page, true);
    await openPaused(page, '/m/home');
    await longAfter(page);
    await expect(popup(page)).toHaveCount(0);
  });
});

test.describe('iOS 16', () => {
  test.use(iPhone(IPHONE_16_UA));

  test('the guide with Share in the bottom bar', async ({ page, sandbox }) => {
    void sandbox;
    await openPaused(page, '/');
    await runToAfterStart(page, 1000);
    await webApp(page).click();
    await expect(guide(page).getByRole('listitem').first()).toHaveText(
      'Tap the Share button in the bar at the bottom of the screen.',
    );
  });
});
