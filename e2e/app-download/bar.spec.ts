/**
 * The top download bar (spec §2, §4, §9): icon, 5.0 rating, the gift of the APP_DOWNLOAD
 * promotion, the APK download, closed for the session and back in a new one; hidden in an
 * installed web app; the home button beside it.
 */
import type { Page } from '@playwright/test';
import { loadWithSettings } from '../support/download-settings';
import { violationsInBothThemes } from '../support/in-app';
import { expect, test } from '../support/fixtures';

test.use({ downloadBar: true });

const APK = 'https://example.com/download/demo.apk';
const bar = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });

/** The app-download host has its settings and the page has nothing left to do. */
async function hostSettled(page: Page, load: () => Promise<unknown>) {
  await loadWithSettings(page, load);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** Five drawn stars, then the rating text. */
async function expectFiveStars(page: Page) {
  await expect(bar(page).locator('.download-bar-stars svg')).toHaveCount(5);
  await expect(bar(page).locator('.download-bar-rating > span').first()).toHaveText('5.0');
}

test('icon, 5.0, the gift while APP_DOWNLOAD is enabled; the APK', async ({
  page,
  context,
  sandbox,
}) => {
  await context.route(/example\.com/, (route) => route.fulfill({ body: 'apk' }));
  await page.goto('/m/home');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).locator('img').first()).toHaveAttribute('src', '/m/icon.svg');
  await expectFiveStars(page);
  await expect(bar(page).getByText('Rated 5.0 out of 5')).toBeAttached();
  await expect(bar(page).getByRole('img', { name: 'App download bonus' })).toBeVisible();
  const download = context.waitForEvent('page');
  await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
  expect((await download).url()).toBe(APK);

  // The operator's icon, and no gift once the promotion is off.
  await sandbox.patchMerchant({
    status: {
      availablePromotions: { APP_DOWNLOAD: { enabled: false } },
      resources: [
        { resourceType: 'Android', url: APK },
        { resourceType: 'AppDownloadIcon', url: 'https://example.com/icon.png' },
      ],
    },
  });
  await page.reload();
  await expect(bar(page).locator('img').first()).toHaveAttribute(
    'src',
    'https://example.com/icon.png',
  );
  await expectFiveStars(page);
  await expect(bar(page).getByRole('img', { name: 'App download bonus' })).toHaveCount(0);
});

test('axe finds nothing serious on the bar (dark and light themes)', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/home');
  await expect(bar(page)).toBeVisible();
  expect(await violationsInBothThemes(page, '.download-bar')).toEqual({ dark: [], light: [] });
});

test('closed, it stays away for the session and is back in a new one', async ({
  page,
  context,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  await bar(page).getByRole('button', { name: 'Close the app download bar' }).click();
  await expect(bar(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('hideDownloadBar'))).toBe('true');
  // Other pages of the session, and a reload: still closed. The home button stays.
  await hostSettled(page, () => page.goto('/m/game'));
  await expect(bar(page)).toHaveCount(0);
  await hostSettled(page, () => page.goto('/m/home'));
  await expect(page.getByRole('button', { name: 'Download the app' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);

  // A new tab is a new session.
  const next = await context.newPage();
  await next.goto('/m/home');
  await expect(bar(next)).toBeVisible();
});

test('hidden in an installed web app, with the home button', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/home');
  await expect(bar(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the app' })).toBeVisible();

  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? Object.create(matchMedia(query), { matches: { value: true } })
        : matchMedia(query);
  });
  await hostSettled(page, () => page.reload());
  await expect(page.getByRole('button', { name: 'Sign up' }).first()).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download the app' })).toHaveCount(0);
});

test('the site can require a login and a VIP rank for the bar', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    downloadSetting: { bar_min_vip_rank: { enabled: true, value: 3 } },
  });
  await hostSettled(page, () => page.goto('/m/home'));
  await expect(bar(page)).toHaveCount(0);
  // vip01 is rank 3; demo01 has no rank.
  await page.goto('/m/login');
  await page.getByLabel('Username').fill('vip01');
  await page.getByLabel('Password', { exact: true }).fill('vip123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(bar(page)).toBeVisible();
});
