/**
 * The iOS download paths (spec §2, §8) under iPhone user agents on Chromium: the IOS
 * link when there is one; else the MOBILECONFIG profile, with ios17_download_tips after it on
 * iOS 17 and app_goto_setting before it on older iOS; the prompt shows the same steps itself.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Sandbox } from '../support/fixtures';
import { IPHONE_16_UA, IPHONE_17_UA, iPhone } from '../support/native-shell';

const PROFILE = 'https://example.com/download/demo.mobileconfig';
const bar = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });
const tips = (page: Page) => page.getByRole('alertdialog', { name: 'Install the app' });

const withoutIosLink = (sandbox: Sandbox) =>
  sandbox.patchMerchant({
    status: {
      resources: [
        { resourceType: 'Android', url: 'https://example.com/download/demo.apk' },
        { resourceType: 'MOBILECONFIG', url: PROFILE },
      ],
    },
  });

test.beforeEach(async ({ context }) => {
  await context.route(/example\.com/, (route) => route.fulfill({ body: 'download' }));
});

test.describe('iOS 17', () => {
  test.use({ ...iPhone(IPHONE_17_UA), downloadBar: true });

  test('the IOS link when the site has one', async ({ page, context, sandbox }) => {
    void sandbox;
    await page.goto('/m/home');
    const opened = context.waitForEvent('page');
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
    expect((await opened).url()).toBe('https://example.com/download/demo-ios');
    await expect(tips(page)).toHaveCount(0);
  });

  test('else the profile, then ios17_download_tips', async ({ page, context, sandbox }) => {
    await withoutIosLink(sandbox);
    await page.goto('/m/home');
    const opened = context.waitForEvent('page');
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
    expect((await opened).url()).toBe(PROFILE);
    await expect(tips(page)).toContainText('Profile Downloaded');
    await tips(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(tips(page)).toHaveCount(0);
  });

  test('the prompt shows the tips inside itself, then closes', async ({
    page,
    context,
    sandbox,
  }) => {
    await withoutIosLink(sandbox);
    await sandbox.patchMerchant({
      downloadSetting: {
        download_condition_switch: { enabled: true },
        domains_switch: { enabled: true, value: 2 },
      },
    });
    await page.goto('/m/home');
    const prompt = page.getByRole('dialog', { name: 'Play in our app' });
    const opened = context.waitForEvent('page');
    await prompt.getByRole('button', { name: 'Download', exact: true }).click();
    expect((await opened).url()).toBe(PROFILE);
    const steps = page.getByRole('dialog', { name: 'Install the app' });
    await expect(steps).toContainText('Profile Downloaded');
    await steps.getByRole('button', { name: 'Confirm' }).click();
    await expect(steps).toHaveCount(0);
    await expect(prompt).toHaveCount(0);
  });
});

test.describe('iOS 16', () => {
  test.use({ ...iPhone(IPHONE_16_UA), downloadBar: true });

  test('app_goto_setting first; its button downloads the profile', async ({
    page,
    context,
    sandbox,
  }) => {
    await withoutIosLink(sandbox);
    await page.goto('/m/home');
    let pages = 0;
    context.on('page', () => pages++);
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
    await expect(tips(page)).toContainText('VPN & Device Management');
    expect(pages, 'nothing opens before the player says so').toBe(0);
    const opened = context.waitForEvent('page');
    await tips(page).getByRole('button', { name: 'Download profile' }).click();
    expect((await opened).url()).toBe(PROFILE);
  });
});
