import { Demo } from '@wps/contract/paths';
import { expect, forgetStoredSession, test } from '../support/fixtures';
import { signInHome } from '../support/in-app';

test('switching to Urdu mirrors the layout, and switching back restores it', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  const brand = page.getByRole('banner').getByRole('link').first();
  const ltrBox = await brand.boundingBox();
  expect(ltrBox!.x).toBeLessThan(60);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('button', { name: 'اردو' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  const rtlBox = await brand.boundingBox();
  expect(rtlBox!.x + rtlBox!.width).toBeGreaterThan(300);
  const homeTab = page.getByRole('navigation').getByRole('link').first();
  expect((await homeTab.boundingBox())!.x).toBeGreaterThan(250);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('UR');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('banner').getByRole('button').first().click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect((await brand.boundingBox())!.x).toBeLessThan(60);
});

test('Roman Urdu stays left to right', async ({ page, sandbox }) => {
  void sandbox;
  await page.addInitScript(() => localStorage.setItem('language', 'UR-LA'));
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur-Latn');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a stored language the site does not offer falls back to the site default', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { languages: ['TH', 'EN'] } });
  await page.addInitScript(() => localStorage.setItem('language', 'KO'));
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('the Language header carries the choice, and a member choice is saved on the server', async ({
  page,
  sandbox,
}) => {
  await signInHome(page);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect
    .poll(async () => (await sandbox.requests()).find((r) => r.path === '/wps/member/language'))
    .toMatchObject({
      method: 'POST',
      headers: { language: 'VI', merchant: Demo.merchant },
      body: { language: 'VI' },
    });
  // The server keeps it: the member's info answers the new language.
  const info = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as {
      token: string;
    };
    const answer = await fetch('/wps/member/info', { headers: { Authorization: token } });
    return ((await answer.json()) as { value: { language?: string } }).value;
  });
  expect(info.language).toBe('VI');
});

test('a refused language sync keeps the choice on screen and says so', async ({
  page,
  sandbox,
}) => {
  await signInHome(page);
  const refusal = { success: false, errorCode: 'bad_request', message: 'Language not saved' };
  await sandbox.setFaults([{ path: '/wps/member/language', body: JSON.stringify(refusal) }]);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Language not saved');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('a safe redirectUrl is followed after login; a hostile one goes home', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/login?redirectUrl=%2Fm%2Fnews');
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/news$/);

  await page.getByRole('button', { name: 'Language' }).focus();
  await forgetStoredSession(page);
  await page.goto('/m/login?redirectUrl=https%3A%2F%2Fevil.example%2Fm%2Fnews');
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
