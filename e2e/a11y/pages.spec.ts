import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { goInApp } from '../support/in-app';

for (const path of ['/m/home', '/m/login', '/m/register', '/m/game']) {
  test(`axe finds no serious violation on ${path}`, async ({ page, sandbox }) => {
    void sandbox;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious violation on the mobile registration tab and the light theme', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { mobileTemplate: 'light' } });
  await page.goto('/m/register');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious violation in the two-factor modal', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/login');
  await page.getByLabel('Username').fill('secure01');
  await page.getByLabel('Password', { exact: true }).fill('secure123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: "Verify it's you" })).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
});

test('axe finds no serious violation on the member page', async ({ page, sandbox }) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-account')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * The member's money and account pages that no other axe test opens, in Urdu: right to left, in
 * a script of its own. One test, one session, one page load (the suite's time on CI).
 */
test('axe finds no serious violation on the money and account pages, in Urdu', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  test.setTimeout(90_000);
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'UR'));
  const heading = page.getByRole('heading', { level: 1 });
  let previous = '';
  for (const [index, path] of [
    '/m/voucherCenter',
    '/m/withdraw',
    '/m/securityCenter/addBankCard',
    '/m/securityCenter/addBankCardPix',
    '/m/mall/mallHome',
    '/m/inviteFriends',
    '/m/agentRegister',
    '/m/changePsw',
  ].entries()) {
    // The first page loads; the others open through the app's router, as the member's links
    // open them (support/in-app.ts), each once its own title has replaced the last one.
    if (index === 0) await page.goto(path);
    else await goInApp(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(heading).toBeVisible();
    await expect(heading, path).not.toHaveText(previous);
    previous = (await heading.textContent()) ?? '';
    expect(new URL(page.url()).pathname, 'the page itself, not a redirect').toBe(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
