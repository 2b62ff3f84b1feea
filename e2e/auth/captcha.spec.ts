import { solveSlider } from '../support/captcha';
import { expect, test } from '../support/fixtures';

test('login with the captcha switch on: an incomplete check blocks, a solved one logs in', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    status: { register: { captcha: { enabled: true, login: true } } },
  });
  await page.goto('/m/login');
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('demo123');
  const verify = page.getByRole('button', { name: 'Click to verify' });
  await expect(verify).toBeVisible();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText(
    'Please complete the verification first.',
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  expect((await sandbox.requests()).some((r) => r.path === '/wps/session/login')).toBe(false);

  await verify.click();
  await solveSlider(page);
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const login = (await sandbox.requests()).find(
    (r) => r.path === '/wps/session/login',
  ) as unknown as { body: Record<string, string> };
  expect(login.body.geetestChallenge).toBeTruthy();
  expect(login.body.geetestSeccode).toBeTruthy();
});

test('closing the challenge says verify_first and leaves the widget waiting', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    status: { register: { captcha: { enabled: true, login: true } } },
  });
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Click to verify' }).click();
  const challenge = page.getByRole('dialog', { name: 'Slide to verify' });
  await expect(challenge).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText(
    'Please complete the verification first.',
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Click to verify' })).toBeVisible();
});

test('registration with the captcha on opens the challenge first, then registers', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { register: { captcha: { enabled: true } } } });
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: 'Username' }).fill('captcha01');
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByLabel('Confirm password').fill('abc123');
  await expect(page.getByRole('button', { name: 'Click to verify' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await solveSlider(page);
  // The first press only opened the challenge: nothing was sent without a captcha token.
  const registrations = async () =>
    (await sandbox.requests()).filter((r) => r.path === '/wps/member/register');
  expect(await registrations()).toHaveLength(0);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const [sent] = (await registrations()) as unknown as { body: Record<string, string> }[];
  expect(sent?.body.geetestSeccode).toBeTruthy();
});

test('registration without the captcha switch shows no widget', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/register');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Click to verify' })).toHaveCount(0);
});

test('the loader falls back from a dead script server to a live one', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    status: { register: { captcha: { enabled: true, login: true } } },
  });
  await sandbox.setFaults([{ path: '/captcha/gt.js', status: 503, body: 'down' }]);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('gt.js')) scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Click to verify' })).toBeVisible();
  expect(scripts).toEqual(['/captcha/gt.js', '/captcha-mirror/gt.js']);
});

test('with every script server dead the widget shows 60204 and retries on tap', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    status: { register: { captcha: { enabled: true, login: true } } },
  });
  await sandbox.setFaults([
    { path: '/captcha/gt.js', status: 503, body: 'down' },
    { path: '/captcha-mirror/gt.js', status: 503, body: 'down', times: 2 },
  ]);
  await page.goto('/m/login');
  const error = page.locator('[data-state="error"]');
  await expect(error).toContainText('Network failure (60204)');
  await expect(error).toContainText('Click to retry');
  await sandbox.clearFaults();
  await error.click();
  await expect(page.getByRole('button', { name: 'Click to verify' })).toBeVisible();
});

test('the SMS captcha needs v4: with v3 the send says Geetest service not work', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { register: { captcha: { enabled: false, sms: true } } } });
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'With SMS' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9171234567');
  await page.getByTestId('send-code').click();
  await expect(page.getByRole('alertdialog', { name: 'Unknown error' })).toContainText(
    'Geetest service not work',
  );
  expect((await sandbox.requests()).some((r) => r.path === '/wps/verification/sms/noLogin')).toBe(
    false,
  );
});

test('with a v4 SMS captcha the send opens the challenge first, then sends with the result', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    status: { register: { captcha: { enabled: false, sms: true } }, gw: { GEETEST_VERSION: 'v4' } },
  });
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'With SMS' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9171234567');
  await expect(page.getByRole('button', { name: 'Click to verify' })).toBeVisible();
  await page.getByTestId('send-code').click();
  await solveSlider(page);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toHaveText(/Resend in \d+ s/);
  const sent = (await sandbox.requests()).find(
    (r) => r.path === '/wps/verification/sms/noLogin',
  ) as unknown as {
    body: Record<string, string>;
  };
  expect(sent.body.geetestValidateV4).toContain('lot_number');
});

test('a second verification while one runs is refused as too fast', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    status: { register: { captcha: { enabled: true, login: true } } },
  });
  await page.goto('/m/login');
  const verify = page.getByRole('button', { name: 'Click to verify' });
  await verify.click();
  // The challenge covers the page; the second press goes to the widget itself.
  await verify.dispatchEvent('click');
  await expect(
    page.getByRole('status').filter({ hasText: 'Too fast. Please wait a moment.' }),
  ).toBeVisible();
  await solveSlider(page);
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
});
