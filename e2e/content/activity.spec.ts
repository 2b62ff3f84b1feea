/** Activity, news and help (spec §2), and the activity go-button for guests and members. */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { goInApp } from '../support/in-app';

const promo = (id: number, redirect: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Promo ${redirect}`,
  content: `<p>About ${redirect}</p>`,
  promoAnnouncementCategoryIds: [1],
  redirect,
  ...extra,
});
const MEMBER_PAGES = [
  ['DEPOSIT', '/m/voucherCenter'],
  ['REWARD_CENTER', '/m/rewardCenter'],
  ['MISSION', '/m/leaderBoard'],
  ['POINT_MARKET', '/m/mall/mallHome'],
  ['MEMBER', '/m/member/benefits'],
] as const;
const promotions = [
  ...MEMBER_PAGES.map(([redirect], i) => promo(i + 1, redirect)),
  promo(10, 'REGISTER'),
  promo(11, 'INVITE_FRIENDS', { buttonLabel: 'Bring a friend' }),
  promo(12, 'REDIRECT_URL', { externalLink: 'promo.partner.example/summer' }),
  promo(13, 'REDIRECT_URL', { externalLink: '/m/news' }),
  promo(14, 'APP_DOWNLOAD'),
];

async function pressGo(page: Page, id: number, label = 'Go activity') {
  await page.goto(`/m/activity?id=${id}`);
  await page.getByRole('button', { name: label }).click();
}

test('the activity list filters by the categories promotions name', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/activity');
  await expect(page.getByTestId('promotion')).toHaveCount(5);
  await page.getByRole('tab', { name: 'VIP' }).click();
  await expect(page.getByTestId('promotion')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'VIP weekly cashback' })).toBeVisible();
  await page.getByRole('link', { name: 'VIP weekly cashback' }).click();
  await expect(page).toHaveURL(/\/m\/activity\?id=203$/);
  await expect(page.getByText('cashback every Monday')).toBeVisible();
});

test('go-button for a guest: member pages ask for login', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ promotions });
  // Member pages show the login modal over the promotion.
  const login = page.getByRole('dialog', { name: 'Log in' });
  for (const index of MEMBER_PAGES.map((_, i) => i + 1)) {
    await pressGo(page, index);
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
  }
});

test('go-button for a guest: other redirects act directly', async ({ page, context, sandbox }) => {
  await sandbox.patchMerchant({ promotions });
  await context.route(/example\.com|partner\.example/, (route) =>
    route.fulfill({ body: 'outside' }),
  );
  // REGISTER opens the registration modal.
  await pressGo(page, 10);
  const register = page.getByRole('dialog', { name: 'Sign up' });
  await expect(register).toBeVisible();
  await page.keyboard.press('Escape');
  await pressGo(page, 11, 'Bring a friend');
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await pressGo(page, 13);
  await expect(page).toHaveURL(/\/m\/news$/);

  const external = context.waitForEvent('page');
  await pressGo(page, 12);
  expect((await external).url()).toBe('https://promo.partner.example/summer');
  const download = context.waitForEvent('page');
  await pressGo(page, 14);
  expect((await download).url()).toBe('https://example.com/download/demo.apk');
});

/**
 * pressGo without a page load, for a running app that shows another page than the promotion:
 * the promotion page mounts afresh, so the only go-button is the new promotion's.
 */
async function pressGoInApp(page: Page, id: number) {
  await goInApp(page, `/m/activity?id=${id}`);
  await page.getByRole('button', { name: 'Go activity' }).click();
}

test('go-button for a member: each redirect reaches its page', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ promotions });
  await signIn(page);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // Every go leaves the promotion page: the next one is opened in the app, as its link does.
  for (const [index, [, path]] of MEMBER_PAGES.entries()) {
    await pressGoInApp(page, index + 1);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await pressGoInApp(page, 10);
  await expect(page).toHaveURL(/\/m\/home$/);
  await pressGoInApp(page, 13);
  // Inside the app the session is known: the address never carries the token.
  await expect(page).toHaveURL(/\/m\/news$/);
});

test('member type 4 sees no go-button', async ({ page, sandbox }) => {
  await sandbox.patchMember('demo01', { type: 4 });
  await signIn(page);
  await page.goto('/m/activity?id=201');
  await expect(page.getByText('match it 100%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go activity' })).toHaveCount(0);
});

test('news and help show sanitised HTML', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    news: [
      {
        id: 1,
        title: 'Big news',
        content: '<p>Hello <b>players</b><img src=x onerror="window.__x=1"></p>',
        publishTime: 0,
      },
    ],
  });
  await page.goto('/m/news');
  await expect(page.getByText('Hello players')).toBeVisible();
  expect(await page.evaluate(() => (window as { __x?: number }).__x)).toBeUndefined();
  expect(await page.locator('[onerror]').count()).toBe(0);

  await page.goto('/m/help');
  await page.getByText('How long do withdrawals take?').click();
  await expect(page.getByText('within 15 minutes')).toBeVisible();
});

test('the category tabs stay in view (sticky) while the list scrolls', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    promotions: Array.from({ length: 12 }, (_, i) => promo(i + 1, 'DEPOSIT')),
  });
  await page.goto('/m/activity');
  const tabs = page.getByTestId('activity-categories');
  await expect(tabs).toBeVisible();
  await page.getByTestId('promotion').last().scrollIntoViewIfNeeded();
  const header = await page.locator('header').first().boundingBox();
  const box = await tabs.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual((header?.height ?? 0) - 1);
  expect(box?.y).toBeLessThan((header?.height ?? 0) + 4);
  await expect(page.getByRole('tab', { name: 'New members' })).toBeInViewport();
});
