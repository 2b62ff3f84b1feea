/**
 * Inside the operator's native app (spec §2, §5, §6): no download bar and no home
 * button; the upgrade banner when the platform's link names a newer version, closable only while
 * MANDATORYAPPUPDATES3 is off; 'update now' downloads directly from shell 2.4.39 on.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test, type Sandbox } from '../support/fixtures';
import { androidShell, injectAndroidBridge } from '../support/native-shell';
import { networkQuiet } from '../support/network-quiet';

const APK = 'https://example.com/download/demo.apk';
const banner = (page: Page) => page.getByRole('dialog', { name: 'Update available' });

const newerApp = (sandbox: Sandbox, mandatory: boolean) =>
  sandbox.patchMerchant({
    status: {
      whitelabelVal: { MANDATORYAPPUPDATES3: mandatory },
      resources: [{ resourceType: 'Android', url: APK, version: '2.5.0' }],
    },
  });

test.describe('shell 2.4.40', () => {
  test.use({ ...androidShell('2.4.40'), downloadBar: true });

  test('no bar, no home button; the banner closes for the session', async ({ page, sandbox }) => {
    await newerApp(sandbox, false);
    await injectAndroidBridge(page);
    await page.goto('/m/home');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('A new version of the app is ready.');
    // The bar and the home button were decided in the same render as the banner.
    await expect(page.locator('.download-bar')).toHaveCount(0);
    await expect(page.locator('.home-actions button', { hasText: 'Download the app' })).toHaveCount(
      0,
    );
    await banner(page).getByRole('button', { name: 'Close' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign up' }).first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('update now downloads directly (2.4.39 or later) and the optional banner goes', async ({
    page,
    sandbox,
  }) => {
    await newerApp(sandbox, false);
    await injectAndroidBridge(page);
    await page.goto('/m/home');
    await banner(page).getByRole('button', { name: 'Update now' }).click();
    expect(await page.evaluate(() => window.appDownloads)).toEqual([APK]);
    await expect(banner(page)).toHaveCount(0);
  });

  test('axe finds nothing serious on the banner', async ({ page, sandbox }) => {
    await newerApp(sandbox, false);
    await injectAndroidBridge(page);
    await page.goto('/m/home');
    await expect(banner(page)).toBeVisible();
    expect(await seriousViolations(page, '.app-prompt')).toEqual([]);
  });

  test('the user agent alone makes it the app: the banner, no bar, no home button', async ({
    page,
    sandbox,
  }) => {
    await newerApp(sandbox, false);
    // No bridge object: the shell is known by its user agent, which says 2.4.40 (< 2.5.0).
    await page.goto('/m/home');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Sign up' }).first()).toBeVisible();
    await expect(page.locator('.home-actions button', { hasText: 'Download the app' })).toHaveCount(
      0,
    );
    await expect(page.locator('.download-bar')).toHaveCount(0);
  });

  test('no banner when the shell is up to date', async ({ page, sandbox }) => {
    await sandbox.patchMerchant({
      status: { resources: [{ resourceType: 'Android', url: APK, version: '2.4.40' }] },
    });
    await injectAndroidBridge(page);
    await page.goto('/m/home');
    await expect(page.getByRole('button', { name: 'Sign up' }).first()).toBeVisible();
    await networkQuiet(page);
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('shell 2.4.38, mandatory update', () => {
  test.use({ ...androidShell('2.4.38'), downloadBar: true });

  test('no close button, Escape ignored; before 2.4.39 the link opens instead', async ({
    page,
    context,
    sandbox,
  }) => {
    await context.route(/example\.com/, (route) => route.fulfill({ body: 'apk' }));
    await newerApp(sandbox, true);
    await injectAndroidBridge(page);
    await page.goto('/m/home');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeVisible();

    const opened = context.waitForEvent('page');
    await banner(page).getByRole('button', { name: 'Update now' }).click();
    expect((await opened).url()).toBe(APK);
    expect(await page.evaluate(() => window.appDownloads)).toEqual([]);
    await expect(banner(page)).toBeVisible();
  });
});

test.describe('a shell that tells its version through the bridge only', () => {
  test.use({ downloadBar: true });

  test('is the native app all the same: the banner, and a direct update', async ({
    page,
    sandbox,
  }) => {
    await newerApp(sandbox, false);
    await injectAndroidBridge(page, true, '2.4.39');
    await page.goto('/m/home');
    await banner(page).getByRole('button', { name: 'Update now' }).click();
    expect(await page.evaluate(() => window.appDownloads)).toEqual([APK]);
    await expect(page.locator('.download-bar')).toHaveCount(0);
  });
});
