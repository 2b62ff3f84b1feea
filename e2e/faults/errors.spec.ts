import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { signInHome } from '../support/in-app';

// Without a site status the app cannot know the site's languages and falls back to CN (spec §1);
// these players chose English before.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

const MEMBER_INFO = '/wps/member/info';
const STATUS = '/wps/system/status';
const noticeOf = (page: Page) => page.getByRole('alertdialog', { name: 'Notice' });
/** A status answer of success:false with the given code, message and data. */
const statusFailure = (failure: Record<string, unknown>, times?: number) => ({
  path: STATUS,
  body: JSON.stringify({ success: false, ...failure }),
  times,
});
const BALANCE = '/wps/v2/wallets/balance';

test('a 401 in the middle of a member session logs out once and shows one notice', async ({
  page,
  sandbox,
}) => {
  await signInHome(page);
  await expect(page.getByTestId('header-balance')).toContainText('₱1,250.50');
  // Both authorized calls of the member page (member info, balance) fail together on its load:
  // the balance answer is held back until the member-info call is under way too.
  await sandbox.setFaults([
    { path: MEMBER_INFO, status: 401 },
    { path: BALANCE, status: 401, delayMs: 1500 },
  ]);
  const failed = new Set<string>();
  page.on('response', (r) => {
    if (r.status() === 401) failed.add(new URL(r.url()).pathname);
  });
  await page.goto('/m/member/home');
  const notice = noticeOf(page);
  await expect(notice).toContainText('Your session has ended. Please log in again.');
  await expect.poll(() => [...failed].sort()).toEqual([BALANCE, MEMBER_INFO].sort());
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await notice.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  // Exactly one notice: none is queued behind the one that was closed.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a 502 is rejected silently; the page offers a retry instead of going blank', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  // Every member-info call fails, not only the next one: home may still be asking for it as the
  // test moves on, and that call must not use up the fault.
  await sandbox.setFaults([
    { path: MEMBER_INFO, status: 502, body: '<html><h1>502 Bad Gateway</h1></html>' },
  ]);
  await page.goto('/m/member/home');
  await expect(
    page.getByRole('heading', { name: 'We could not load your account.' }),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await sandbox.clearFaults();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('member-account')).toHaveText('demo01');
});

test('a truncated JSON answer ends in a clear message, not a blank screen', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  // Every member-info call (see the 502 test for why not only the next one).
  await sandbox.setFaults([{ path: MEMBER_INFO, body: '{"success":true,"value":{"userName":"de' }]);
  await page.goto('/m/member/home');
  await expect(noticeOf(page)).toContainText(
    'The server sent an answer we could not read. Please try again.',
  );
  await sandbox.clearFaults();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('heading', { name: 'We could not load your account.' }),
  ).toBeVisible();
});

test('a call slower than its timeout ends in a timeout message; the app stays usable', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await page.clock.install();
  // Every member-info call is slow (not only the next one: home may still be asking for it as
  // the test moves on, and that call must not use up the fault).
  await sandbox.setFaults([{ path: MEMBER_INFO, delayMs: 45_000 }]);
  // The request layer starts the call's timeout timer just before fetch, so the timer exists
  // once the browser sends the request (the loading state can show earlier on a busy machine,
  // and time run before the timer exists would pass it by). The waiter starts at commit, after
  // the old page and its calls are gone and before the new page can have asked anything.
  await page.goto('/m/member/home', { waitUntil: 'commit' });
  await page.waitForRequest((request) => request.url().includes(MEMBER_INFO));
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await page.clock.runFor(30_001);
  await expect(noticeOf(page)).toContainText('The server took too long to answer.');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Games' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
});

/** How many of the page's requests have not ended yet. */
function requestsInFlight(page: Page): () => number {
  let count = 0;
  page.on('request', () => count++);
  page.on('requestfinished', () => count--);
  page.on('requestfailed', () => count--);
  return () => count;
}

test('going offline mid-session on http shows Network Error / CORS Errors', async ({
  page,
  context,
  sandbox,
}) => {
  void sandbox;
  const inFlight = requestsInFlight(page);
  await signInHome(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page.getByTestId('member-account')).toHaveText('demo01');
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // Home's own calls end first: one still in flight when the network goes failed on a busy
  // machine, and its notice covered the tab this test taps next (seen under load).
  await expect.poll(inFlight).toBe(0);
  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Me', exact: true })
    .click();
  await expect(noticeOf(page)).toContainText('Network Error / CORS Errors');
  await context.setOffline(false);
});

test('a failing site status shows the server message and a retry that recovers', async ({
  page,
  sandbox,
}) => {
  await sandbox.setFaults([
    {
      path: '/wps/system/status',
      body: JSON.stringify({
        success: false,
        errorCode: 'site.closed',
        message: 'Closed for an upgrade',
      }),
      times: 1,
    },
  ]);
  await page.goto('/m/home');
  const notice = noticeOf(page);
  await expect(notice).toContainText('Closed for an upgrade');
  await notice.getByRole('button', { name: 'Confirm' }).click();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  const asked = (await sandbox.requests()).filter((r) => r.path === STATUS).length;
  expect(asked, 'a failed status is not asked again by itself').toBe(1);
  await sandbox.clearFaults();
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('a site status HTML error page on http says Network Error / CORS Errors', async ({
  page,
  sandbox,
}) => {
  await sandbox.setFaults([
    { path: STATUS, status: 500, body: '<html>Internal error</html>', times: 1 },
  ]);
  await page.goto('/m/home');
  await expect(noticeOf(page)).toContainText('Network Error / CORS Errors');
});

test('domain_not_available runs its handler with the message from the data', async ({
  page,
  sandbox,
}) => {
  // The notice races the site's lines; the seeded ones are http hosts of a .example domain that
  // the sandbox's CSP (https: only, besides loopback) rightly refuses on this http origin.
  const host = new URL(sandbox.url).host;
  await sandbox.patchMerchant({ domainList: [{ domainName: `${host}/lines/30` }] });
  await sandbox.setFaults([
    statusFailure(
      { errorCode: 'domain_not_available', value: { message: 'This line is closed' } },
      1,
    ),
  ]);
  await page.goto('/m/home');
  await expect(noticeOf(page)).toContainText('This line is closed');
});

test('the notice takes focus, closes with Escape and gives focus back', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/login');
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('wrong-one');
  const submit = page.getByRole('button', { name: 'Log in', exact: true });
  await submit.focus();
  await page.keyboard.press('Enter');
  const notice = noticeOf(page);
  await expect(notice.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(submit).toBeFocused();
});
