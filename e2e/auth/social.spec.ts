/**
 * Social sign-in (spec §4 "Social login", §5, §8) through the sandbox's identity page: popup,
 * redirect, the native bridges, bind_customer_required both ways, and the failure rows.
 */
import type { Page } from '@playwright/test';
import { IdentityStandIn } from '@wps/contract/auth-stand-ins';
import { Demo } from '@wps/contract/paths';
import { pauseSoon } from '../support/clock';
import { expect, forgetStoredSession, test } from '../support/fixtures';
import { networkQuiet } from '../support/network-quiet';
import { collectedEvents } from '../support/tracking';

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')?.userName);

/** Clicks a social button and picks an account in the identity popup. */
async function popupSignIn(page: Page, provider: string, account: 'demo01 (bound)' | 'New player') {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  await (await popup).getByRole('button', { name: account }).click();
}

test('a bound Google identity logs in through the popup and lands on /m/home', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/login');
  await popupSignIn(page, 'Google', 'demo01 (bound)');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: Demo.userName })).toBeVisible();
  expect(await storedUser(page)).toBe(Demo.userName);
  const paths = (await sandbox.requests()).map((r) => r.path);
  expect(paths).toContain('/wps/session/login');
  expect(paths).not.toContain('/wps/member/register/firebase');
});

test('cancelling the popup is silent and leaves the page usable', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/login');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  const identity = await popup;
  // Cancel closes the popup inside the click: the close is what proves the click landed.
  await Promise.all([
    identity.waitForEvent('close'),
    identity
      .getByRole('button', { name: 'Cancel' })
      .click()
      .catch(() => undefined),
  ]);
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('an unbound identity on the login page offers only login_exist_account when FIREBASECREATEACC3 is off', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/login');
  await popupSignIn(page, 'Google', 'New player');
  const dialog = page.getByRole('alertdialog', { name: 'Notice' });
  // The server's "(bind_customer_required)" is stripped (spec §5).
  await expect(dialog).toContainText('This account is not bound to a member');
  await expect(dialog).not.toContainText('(');
  await expect(dialog.getByRole('button', { name: 'Register a new account' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Log in to an existing account' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await storedUser(page)).toBeUndefined();
});

test('register_new in the login-choice dialog registers the identity and goes home', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { whitelabelVal: { FIREBASECREATEACC3: true } } });
  await page.goto('/m/login');
  await popupSignIn(page, 'Google', 'New player');
  const dialog = page.getByRole('alertdialog', { name: 'Notice' });
  await dialog.getByRole('button', { name: 'Register a new account' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedUser(page)).toBeTruthy();
  await expect
    .poll(async () => (await sandbox.requests()).map((r) => r.path))
    .toEqual(expect.arrayContaining(['/wps/member/register/firebase', '/wps/system/collect']));
  // The register event, whose tracking code loads only for this (useSocialLogin).
  await expect
    .poll(async () => (await collectedEvents(sandbox)).map((event) => event.eventName))
    .toContain('register');
});

test('on the register page an unbound identity registers automatically when FIREBASECREATEACC3 is on', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { whitelabelVal: { FIREBASECREATEACC3: true } } });
  await page.goto('/m/register');
  await popupSignIn(page, 'Facebook', 'New player');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await storedUser(page)).toBeTruthy();
  // Signing in again with the same identity now logs in: it is bound.
  await forgetStoredSession(page);
  await page.goto('/m/login');
  await popupSignIn(page, 'Facebook', 'New player');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('any other login failure shows the server message', async ({ page, sandbox }) => {
  await sandbox.setFaults([
    {
      path: '/wps/session/login',
      status: 200,
      body: '{"success":false,"errorCode":"firebase.token.invalid","message":"The sign-in has expired, please try again"}',
      times: 1,
    },
  ]);
  await page.goto('/m/login');
  await popupSignIn(page, 'Google', 'demo01 (bound)');
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText(
    'The sign-in has expired, please try again',
  );
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('twitter and line on Android without the OAuth bridge say coming soon for 1.5 s', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  // The page's clock, installed before the page schedules the toast's timer, measures the 1.5 s.
  await page.clock.install();
  await page.goto('/m/login');
  let popups = 0;
  page.on('popup', () => popups++);
  const twitter = page.getByRole('button', { name: 'Continue with Twitter' });
  await expect(twitter).toBeEnabled();
  await pauseSoon(page, 0);
  await twitter.click();
  const toast = page.getByRole('status').getByText('Coming soon');
  await expect(toast).toBeVisible();
  await page.clock.runFor(1499);
  await expect(toast).toBeVisible();
  await page.clock.runFor(2);
  await expect(toast).toBeHidden();
  await page.getByRole('button', { name: 'Continue with LINE' }).click();
  await expect(toast).toBeVisible();
  expect(popups).toBe(0);
});

test('private browsing blocks social sign-in with a not-supported message', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  // Private windows of some browsers have no IndexedDB.
  await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText(
    'does not work in private browsing',
  );
});

test.describe('on Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('sign-in goes by redirect and completes on the return with the stored channel', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(new RegExp(IdentityStandIn.page.replace(/\./g, '\\.')));
    expect(await page.evaluate(() => sessionStorage.getItem('social_login'))).toContain('google');
    await page.getByRole('button', { name: 'demo01 (bound)' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await storedUser(page)).toBe(Demo.userName);
    expect(await page.evaluate(() => sessionStorage.getItem('social_login'))).toBeNull();
    // The id token left the address bar and the history entry.
    expect(page.url()).not.toContain('idToken');
  });

  test('a provider error on the return shows its code and reason and forgets the channel', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    // Another page first: the return must be a new document load, as a redirect's is.
    await page.goto('/m/home');
    await page.evaluate(() =>
      sessionStorage.setItem('social_login', '{"channel":"google","intent":"login"}'),
    );
    await page.goto('/m/login#error=auth%2Finternal-error&channel=google');
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toContainText('Code: auth/internal-error');
    await expect(notice).toContainText('Reason: auth/internal-error');
    expect(await page.evaluate(() => sessionStorage.getItem('social_login'))).toBeNull();
  });
});

/** A sandbox id token for a channel, as a native shell's SDK would hand it over. */
async function idTokenFor(page: Page, channel: string, sub: string): Promise<string> {
  const response = await page.request.post(IdentityStandIn.token, { data: { channel, sub } });
  return ((await response.json()) as { value: { idToken: string } }).value.idToken;
}

test('the Android shell signs in through its bridge, twitter through the OAuth bridge', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/home');
  const token = await idTokenFor(page, 'twitter', IdentityStandIn.boundSub('twitter'));
  await page.addInitScript((idToken) => {
    const answer = (channel: string, result: string) =>
      setTimeout(
        () =>
          (
            window as never as Record<string, (c: string, r: string) => void>
          ).wpsSocialLoginResult?.(channel, result),
        50,
      );
    Object.assign(window, {
      WpsNativeBridge: {
        socialLogin: (channel: string) => answer(channel, 'Failure: the SDK is not set up'),
        oauthLogin: (channel: string) => answer(channel, idToken),
      },
    });
  }, token);
  await page.goto('/m/login');
  // No popup in the shell: the bridge answers.
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Failure: the SDK is not set up');
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('loading')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with Twitter' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedUser(page)).toBe(Demo.userName);
  // Inside the operator's app the login says so (spec §3 isOfficialAppLogin).
  const login = ((await sandbox.requests()) as unknown as { path: string; body?: object }[]).find(
    (r) => r.path === '/wps/session/login',
  );
  expect(login?.body).toMatchObject({
    type: 'firebase',
    firebaseChannel: 'twitter',
    isOfficialAppLogin: true,
  });
});

test('the iOS shell signs in through its message handler', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/home');
  const token = await idTokenFor(page, 'line', IdentityStandIn.boundSub('line'));
  await page.addInitScript((idToken) => {
    Object.assign(window, {
      webkit: {
        messageHandlers: {
          wps: {
            postMessage: (message: { action: string; channel: string }) =>
              setTimeout(() =>
                (
                  window as never as Record<string, (c: string, r: string) => void>
                ).wpsSocialLoginResult?.(message.channel, idToken),
              ),
          },
        },
      },
    });
  }, token);
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Continue with LINE' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedUser(page)).toBe(Demo.userName);
});

test.describe('Google one-tap', () => {
  test('is offered to a guest with GOOGLELOGIN3 and logs in', async ({ page, sandbox }) => {
    await sandbox.patchMerchant({ status: { whitelabelVal: { GOOGLELOGIN3: true } } });
    await page.goto('/m/home');
    const card = page.getByRole('dialog', { name: 'Sign in with Google (sandbox)' });
    await card.getByRole('button', { name: 'Continue as Demo Player' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: Demo.userName })).toBeVisible();
    expect(await storedUser(page)).toBe(Demo.userName);
    // A logged-in session is not offered one-tap again.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: Demo.userName })).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('is not offered without GOOGLELOGIN3 or inside the app', async ({ page, sandbox }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await networkQuiet(page);
    expect(await page.evaluate(() => 'google' in window)).toBe(false);
    await sandbox.patchMerchant({ status: { whitelabelVal: { GOOGLELOGIN3: true } } });
    await page.addInitScript(() => Object.assign(window, { WpsNativeBridge: {} }));
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await networkQuiet(page);
    expect(await page.evaluate(() => 'google' in window)).toBe(false);
  });
});
