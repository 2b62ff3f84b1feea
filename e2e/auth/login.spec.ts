import { Api, Demo } from '@wps/contract/paths';
import { expect, logIn, test } from '../support/fixtures';

test('demo01 logs in, lands on /m/home, sees their name, and logs out', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await logIn(page);
  await expect(page.getByRole('banner').getByRole('link', { name: Demo.userName })).toBeVisible();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'),
  );
  expect(stored).toMatchObject({ userName: Demo.userName, merchantCode: Demo.merchant });
  expect(stored.token).toMatch(/^[0-9a-f]{32,}$/);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Me', exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByTestId('member-name')).toHaveText('Hello, Demo');
  await expect(page.getByTestId('member-account')).toHaveText(Demo.userName);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  // The server forgot the token too: it no longer opens a protected page.
  await page.goto(`/m/member/home?token=${stored.token}`);
  await expect(page.getByRole('alertdialog')).toContainText('Please log in again');
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('the login is an encrypted post; the password never travels in clear', async ({
  page,
  sandbox,
}) => {
  await logIn(page);
  const requests = await sandbox.requests();
  const login = requests.find((r) => r.path === '/wps/session/login');
  expect(login?.headers).toMatchObject({
    encryption: expect.stringMatching(/^[0-9a-f]+$/),
    'x-rsa': expect.stringMatching(/^[0-9a-f]+$/),
    'x-digest': expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(requests.some((r) => r.path === '/wps/session/key/rsa')).toBe(true);
});

test('a wrong password shows the server message and keeps what was typed', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(Demo.userName);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Incorrect username or password');
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByLabel('Username')).toHaveValue(Demo.userName);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
});

test('empty fields are flagged as the player types, and nothing is sent', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Enter your username.')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.getByLabel('Username').fill('someone');
  await expect(page.getByText('Enter your username.')).toBeHidden();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  const requests = await sandbox.requests();
  expect(requests.some((r) => r.path === '/wps/session/login')).toBe(false);
});

test('SMS login: the button counts down to the server expiry, then the code logs in', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMember('demo01', { updatePassword: true });
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'With SMS' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('917 123 4567');
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toHaveText(/Resend in (119|120) s/);
  await expect(page.getByTestId('send-code')).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'SMS code' })).toBeFocused();
  const sms = (await (await page.request.get(`${sandbox.url}/sandbox/sms`)).json()).value as {
    mobileNum: string;
    code: string;
  }[];
  await page.getByRole('textbox', { name: 'SMS code' }).fill(sms[0]?.code ?? '');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // No forced password change after an SMS login (spec §4).
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /demo01/ })).toBeVisible();
  const login = (await sandbox.requests()).find(
    (r) => r.path === '/wps/session/login',
  ) as unknown as {
    body: Record<string, string>;
  };
  expect(login.body).toMatchObject({
    type: 'sms',
    username: '+639171234567',
    // The request log keeps a secret's length only: the SMS code goes as the password.
    password: `<redacted ${sms[0]?.code.length}>`,
  });
});

// PWDEXPFORCECHANGE3 (spec §3, §6): the login flow reads the switch, not only the pure rule.
for (const [flag, landing] of [
  [true, /\/m\/changePsw$/],
  [false, /\/m\/home$/],
] as const) {
  test(`an expired password with PWDEXPFORCECHANGE3 ${flag ? 'on goes to /m/changePsw' : 'off goes home'}`, async ({
    page,
    sandbox,
  }) => {
    await sandbox.patchMerchant({ status: { whitelabelVal: { PWDEXPFORCECHANGE3: flag } } });
    await sandbox.patchMember(Demo.userName, { passwordExpired: true });
    await page.goto('/m/login');
    await page.getByLabel('Username').fill(Demo.userName);
    await page.getByLabel('Password', { exact: true }).fill(Demo.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(landing);
    await expect(page.getByRole('banner').getByRole('link', { name: Demo.userName })).toBeVisible();
  });
}

test('a second login within 500 ms is ignored; after 500 ms it is sent', async ({
  page,
  sandbox,
}) => {
  await page.clock.install();
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(Demo.userName);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  const logins = async () =>
    (await sandbox.requests()).filter((r) => r.path === '/wps/session/login').length;
  const submitAndConfirm = async () => {
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Notice' })
      .getByRole('button', { name: 'Confirm' })
      .click();
  };
  // One refusal with time flowing loads the notice code (a lazy chunk React reveals on a
  // timer); then time stands still, so the refusals below answer within one fake instant.
  await submitAndConfirm();
  await page.clock.pauseAt(Date.now() + 60_000);
  await submitAndConfirm();
  // 1 ms lets the query library deliver 'no longer pending' (it notifies on a timer), so only
  // the guard can refuse the next presses.
  await page.clock.runFor(1);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.clock.runFor(498);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.clock.runFor(1);
  await submitAndConfirm();
  expect(await logins()).toBe(3);
});

test('while the login call runs, the loading toast says “Please wait…” (in_please_wait)', async ({
  page,
  sandbox,
}) => {
  // The answer is held, so the toast is read while the call runs.
  await sandbox.setFaults([{ path: Api.login, delayMs: 4000, times: 1 }]);
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(Demo.userName);
  await page.getByLabel('Password', { exact: true }).fill(Demo.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('loading')).toHaveText('Please wait…');
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  await expect(page.getByTestId('loading')).toHaveCount(0);
});
