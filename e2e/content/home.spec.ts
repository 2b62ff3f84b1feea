/** Home (spec §2, §6): banners, marquee, buttons by role, and the banner click router. */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInHome } from '../support/in-app';
import { networkQuiet } from '../support/network-quiet';

const banner = (page: Page, id: number) => page.locator(`[data-banner-id="${id}"]`);

test('home shows the seeded banners with reserved boxes, the marquee and the guest buttons', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  const first = banner(page, 301).getByRole('img', { name: 'First deposit bonus 100%' });
  await expect(first).toBeVisible();
  await expect(first).toHaveJSProperty('complete', true);
  const box = await first.boundingBox();
  expect(box && Math.round((box.width / box.height) * 10) / 10).toBe(2.4); // 12:5, no shift
  await expect(page.getByTestId('marquee')).toContainText('GCash deposits');
  // A drawn icon, not the 📢 emoji whose font fallback cost the first layout.
  await expect(page.locator('.marquee svg.marquee-icon')).toBeVisible();
  expect(await page.locator('.marquee').textContent()).not.toContain('📢');
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite friends', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Member benefits' })).toHaveCount(0);
});

test('a broken banner image shows the fallback in the same box', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    banners: [{ bannerId: 9, groupName: 'm_home', url: '/cdn/content/missing.png', title: 'Gone' }],
  });
  await page.goto('/m/home');
  await expect(page.getByRole('img', { name: 'Gone' })).toContainText('Image unavailable');
});

test('members get member benefits when their VIP label shows benefits, and no sign-up', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMember('demo01', {
    clubLabel: { labelName: 'Gold', labelId: 3, type: 'AUTO' },
  });
  await signInHome(page);
  await expect(page.getByRole('link', { name: 'Member benefits' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign up' })).toHaveCount(0);
});

test('the invite button is absent when the site offers no referral', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    status: { availablePromotions: { REFERRAL: { enabled: false, count: 0 } } },
  });
  await page.goto('/m/home');
  await expect(banner(page, 301)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite friends', exact: true })).toHaveCount(0);
});

test.describe('banner click router', () => {
  test('guests go to login, or to register with beforeLoginGoRegister', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/m/home');
    await banner(page, 301).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await sandbox.patchMerchant({ status: { beforeLoginGoRegister: true } });
    await page.goto('/m/home');
    await banner(page, 301).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('type P opens the promotion', async ({ page, sandbox }) => {
    void sandbox;
    await signInHome(page);
    await banner(page, 301).click();
    await expect(page).toHaveURL(/\/m\/activity\?id=201$/);
    await expect(page.getByRole('heading', { name: '100% first deposit bonus' })).toBeVisible();
  });

  test('an internal link never carries the token; another origin gets it only if allowed', async ({
    page,
    context,
    sandbox,
  }) => {
    await sandbox.patchMerchant({
      status: { tokenLinkOrigins: ['https://games.partner.example'] },
      banners: [
        {
          bannerId: 1,
          groupName: 'm_home',
          url: '/cdn/content/banner-welcome.png',
          linkageType: 'URL',
          linkage: '/m/news',
        },
        {
          bannerId: 2,
          groupName: 'm_home',
          url: '/cdn/content/banner-slots.png',
          linkageType: 'URL',
          linkage: 'https://evil.example/promo',
        },
        {
          bannerId: 3,
          groupName: 'm_home',
          url: '/cdn/content/banner-lottery.png',
          linkageType: 'URL',
          linkage: 'https://games.partner.example/lobby',
        },
      ],
    });
    await context.route(/example\//, (route) => route.fulfill({ body: 'outside' }));
    await signInHome(page);

    const opened = async (id: number) => {
      const popup = context.waitForEvent('page');
      await banner(page, id).click();
      return new URL((await popup).url());
    };
    const external = await opened(2);
    expect(external.origin).toBe('https://evil.example');
    expect(external.searchParams.has('token')).toBe(false);
    expect(external.searchParams.has('username')).toBe(false);

    const allowed = await opened(3);
    expect(allowed.searchParams.get('username')).toBe('demo01');
    expect(allowed.searchParams.get('token')).toBeTruthy();

    await page.bringToFront();
    await banner(page, 1).click();
    // An in-app link never carries the token (only an allowed other origin gets it).
    await expect(page).toHaveURL(/\/m\/news$/);
  });
});

test('banners off screen load only once they come into view', async ({ page, sandbox }) => {
  void sandbox;
  const loaded: string[] = [];
  page.on('requestfinished', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto('/m/home');
  await expect(banner(page, 301).getByRole('img')).toHaveJSProperty('complete', true);
  // Nothing is in flight any more: the off-screen banner was not requested.
  await networkQuiet(page);
  expect(loaded).not.toContain('/cdn/content/banner-lottery.png');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(banner(page, 302).locator('img')).toHaveJSProperty('complete', true);
  expect(loaded).toContain('/cdn/content/banner-lottery.png');
});

test('the game lanes preview links vendors to the game area and cards to a launch', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  // Fixed lanes, so the assertions do not depend on the sandbox's seed.
  const lanes = [
    {
      title: 'Lottery',
      gameCount: 2,
      gameClassify: [],
      cards: [{ accountTypeName: 'LOTT', displayName: 'Vietnam Lotto', nodeId: '88' }],
    },
    {
      title: 'Slots',
      gameCount: 40,
      gameClassify: [{ accountType: 'RNG', vendors: [{ vendor: 'PG', displayName: 'PG Soft' }] }],
      cards: [],
    },
  ];
  await page.route(/GCSGAME_newGameVendor/, (route) =>
    route.fulfill({ json: { success: true, value: lanes } }),
  );
  await page.goto('/m/home');
  await expect(page.getByTestId('game-lane')).toHaveCount(2);
  await page.getByRole('link', { name: 'PG Soft' }).click();
  await expect(page).toHaveURL(/\/m\/game\?vendor=PG$/);
  await page.goto('/m/home');
  await page.getByRole('link', { name: 'Vietnam Lotto' }).click();
  // Launching needs a session (spec §2): a guest is sent to log in.
  await expect(page).toHaveURL(/\/m\/login/);
});

test('home and the game lobby share one lanes request', async ({ page, sandbox }) => {
  void sandbox;
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('GCSGAME_newGameVendor')) calls.push(request.url());
  });
  await page.goto('/m/home');
  await expect(page.getByTestId('game-lane').first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Games' })
    .click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect(page.locator('.game-lane').first()).toBeVisible();
  expect(calls).toHaveLength(1);
});
