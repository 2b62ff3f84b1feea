import type { Page } from '@playwright/test';
import { expect, test, type Sandbox } from '../support/fixtures';

async function startLogin(page: Page) {
  await page.goto('/m/login');
  await page.getByLabel('Username').fill('secure01');
  await page.getByLabel('Password', { exact: true }).fill('secure123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: "Verify it's you" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const verifications = async (sandbox: Sandbox) =>
  (await sandbox.requests()).filter((r) => r.path === '/wps/session/login/verification');

test('the modal lists the server tabs in order, marks a missing field and sends nothing', async ({
  page,
  sandbox,
}) => {
  const dialog = await startLogin(page);
  await expect(dialog.getByRole('tab')).toHaveText(['Payee name', 'SMS', 'Authenticator', 'Email']);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  const field = dialog.getByRole('textbox', { name: 'Payee name' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  expect(await verifications(sandbox)).toHaveLength(0);
});

const TABS: [string, (page: Page, sandbox: Sandbox) => Promise<void>][] = [
  [
    'Payee name',
    async (page) => page.getByRole('textbox', { name: 'Payee name' }).fill('  juan dela cruz '),
  ],
  [
    'Authenticator',
    async (page) => page.getByRole('textbox', { name: 'Authenticator code' }).fill('123456'),
  ],
  [
    'Email',
    async (page) =>
      page.getByRole('textbox', { name: 'Email address' }).fill('secure01@demo.example'),
  ],
  [
    'SMS',
    async (page, sandbox) => {
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();
      await page.getByRole('textbox', { name: 'Mobile number' }).fill('9170000001');
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('button', { name: /Resend in/ })).toBeDisabled();
      const sms = (await (await page.request.get(`${sandbox.url}/sandbox/sms`)).json()).value as {
        mobileNum: string;
        code: string;
      }[];
      await page
        .getByRole('textbox', { name: 'SMS code' })
        .fill(sms.find((s) => s.mobileNum.endsWith('9170000001'))?.code ?? '');
    },
  ],
];

for (const [tab, fill] of TABS) {
  test(`two-factor through the ${tab} tab logs the member in`, async ({ page, sandbox }) => {
    const dialog = await startLogin(page);
    await dialog.getByRole('tab', { name: tab }).click();
    await fill(page, sandbox);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Verified. Logging you in…' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: /secure01/ })).toBeVisible();
    const [sent] = (await verifications(sandbox)) as unknown as {
      body: Record<string, string>;
      headers: Record<string, string>;
    }[];
    expect(sent?.headers.moduleid).toBe('LOGINIPVERF3');
    expect(sent?.body.method).toBe(
      { 'Payee name': 'P', Authenticator: 'G', Email: 'E', SMS: 'S' }[tab],
    );
    if (tab === 'Payee name') expect(sent?.body.payeeName).toBe('juan dela cruz');
  });
}

test('a wrong second factor shows the server message and keeps the modal', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const dialog = await startLogin(page);
  await dialog.getByRole('tab', { name: 'Authenticator' }).click();
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText(
    'The authenticator code is wrong',
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test("success: 'login_2fa_pass' shows for 1.5 s and the login continues after 500 ms", async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.clock.install();
  // Not remembered: the login then completes in the timer's own step, with no async sealing.
  await page.goto('/m/login');
  await page.getByLabel('Remember me on this device').uncheck();
  await page.getByLabel('Username').fill('secure01');
  await page.getByLabel('Password', { exact: true }).fill('secure123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: "Verify it's you" });
  await page.getByRole('textbox', { name: 'Payee name' }).fill('juan dela cruz');
  // Time stands still from here: both timers start at the same fake instant.
  await page.clock.pauseAt(Date.now() + 60_000);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Verified. Logging you in…' });
  await expect(toast).toBeVisible();
  await page.clock.runFor(499);
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.clock.runFor(1);
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.clock.runFor(1499 - 500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toBeHidden();
});

test('the method tabs work from the keyboard (WAI-ARIA tabs)', async ({ page, sandbox }) => {
  void sandbox;
  const dialog = await startLogin(page);
  const tab = (name: string) => dialog.getByRole('tab', { name });
  await tab('Payee name').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('SMS')).toBeFocused();
  await expect(tab('SMS')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel', { name: 'SMS' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab('Email')).toBeFocused();
  await expect(dialog.getByRole('tabpanel', { name: 'Email' })).toBeVisible();
  await page.keyboard.press('ArrowRight'); // wraps to the first
  await expect(tab('Payee name')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Email')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Payee name')).toHaveAttribute('aria-selected', 'true');
  // One tab stop for the list: Tab leaves it for the panel's first field.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Payee name' })).toBeFocused();
});
