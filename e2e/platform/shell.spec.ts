import { expect, logIn, test } from '../support/fixtures';
import { loginSession, signIn } from '../support/sign-in';
import { goInApp, signInHome } from '../support/in-app';

test('a guest opening /m/member/home lands on /m/login', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/member/home');
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('a guest opening /m/feedback goes home instead', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/feedback');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('?token= of a valid session opens the page and leaves the address bar clean', async ({
  page,
  browser,
  sandbox,
}) => {
  void sandbox;
  await logIn(page);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').token,
  );
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(`/m/member/home?tokens=${token}&r=abc`);
  await expect(other.getByTestId('member-account')).toHaveText('demo01');
  expect(new URL(other.url()).search).toBe('?r=abc');
  // The token was replaced in place, not pushed: going back never shows it either.
  await other.goBack();
  expect(other.url()).not.toContain(token);
  await fresh.close();
});

test('tracking parameters survive in-app navigation', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/home?r=ref42&fbclid=fb1&unrelated=x');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/m\/game\?r=ref42&fbclid=fb1$/);
  await nav.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/m\/activity\?r=ref42&fbclid=fb1$/);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login\?r=ref42&fbclid=fb1$/);
});

test('unknown paths go to /m/home', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/no/such/page?cid=7');
  await expect(page).toHaveURL(/\/m\/home\?cid=7$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

const PUBLIC_PAGES: [string, string][] = [
  ['/', 'Home'],
  ['/m/index.html', 'Home'],
  ['/m/game', 'Games'],
  ['/m/register', 'Sign up'],
  ['/m/register.html', 'Sign up'],
  ['/m/help', 'Help centre'],
  ['/m/activity', 'Promotions'],
  ['/m/news', 'News'],
  ['/m/inviteFriends', 'Invite friends'],
];

/** The money pages (e2e/money/ tests what they show). */
const MONEY_PAGES: [string, string][] = [
  ['/m/voucherCenter', 'Deposit'],
  ['/m/withdraw', 'Withdraw'],
  ['/m/securityCenter/addBankCard', 'Add bank card'],
  ['/m/securityCenter/addBankCardPix', 'Add PIX account'],
  ['/m/member/benefits', 'Member benefits'],
  ['/m/feedback', 'Feedback'],
];

/** The loyalty pages (e2e/member/rewards, missions and mall.spec.ts). */
const LOYALTY_PAGES: [string, string][] = [
  ['/m/rewardCenter', 'Reward centre'],
  ['/m/leaderBoard', 'Missions'],
  ['/m/mall/mallHome', 'Point market'],
];

/** Addresses only the server (or a bookmark) knows: each is opened as a cold load. */
const COLD_PATHS = new Set(['/', '/m/index.html', '/m/register.html']);

test('every public route shows a titled page', async ({ page, sandbox }) => {
  void sandbox;
  for (const [path, title] of PUBLIC_PAGES) {
    // The app's own routes are opened through its router: a cold load of each proves no more.
    if (COLD_PATHS.has(path)) await page.goto(path);
    else await goInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
  }
});

test('every member route is guarded', async ({ page, sandbox }) => {
  void sandbox;
  const guarded = [
    '/m/member/benefits',
    '/m/voucherCenter',
    '/m/withdraw',
    '/m/member/transactions',
  ];
  for (const path of [...guarded, ...LOYALTY_PAGES.map(([loyalty]) => loyalty)]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/m\/login$/);
  }
});

test('a member opens every member route as a titled page', async ({ page, sandbox }) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-account')).toHaveText('demo01');
  // Through the app's router, as the member's links open them.
  for (const [path, title] of [...LOYALTY_PAGES, ...MONEY_PAGES]) {
    await goInApp(page, path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
  }
});

test('the theme follows the merchant mobileTemplate', async ({ page, sandbox }) => {
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await sandbox.patchMerchant({ status: { mobileTemplate: 'light' } });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(245, 246, 248)');
});

test('the tab bar marks the current tab; support asks a guest to log in', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/game');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('the support dialog opens for a member, closes with Escape, and gives focus back', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signInHome(page);
  const support = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Support' });
  await support.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(support).toBeFocused();
});

test('the layout fits a 360 px phone without horizontal scrolling', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a ?token= link for another account asks before switching', async ({ page, sandbox }) => {
  void sandbox;
  const agentToken = (await loginSession(page.request, 'agent01', 'agent123')).token;
  await signIn(page);
  await page.goto(`/m/member/home?token=${agentToken}`);
  const ask = page.getByRole('alertdialog', { name: 'Switch account?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('member-account')).toHaveText('demo01');
  expect(page.url()).not.toContain(agentToken);

  await page.goto(`/m/member/home?token=${agentToken}`);
  await page
    .getByRole('alertdialog', { name: 'Switch account?' })
    .getByRole('button', { name: 'Switch' })
    .click();
  await expect(page.getByTestId('member-account')).toHaveText('agent01');
  expect(page.url()).not.toContain(agentToken);
});
