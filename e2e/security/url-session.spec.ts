/**
 * The session never sits in an address: a ?token= link is adopted and scrubbed on
 * every route of spec §2, no history entry keeps it, no request carries it in its Referer, and
 * content links inside the app never add it. A ?token= session is a whole session: member info
 * loads at once, so announcements, the agent link and the member type are right everywhere.
 * A guest whom a link signs in is shown whose account it is, with a way out, before the page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { HOME_PATHS, Paths } from '../../app/src/lib/router/paths.ts';
import { seriousViolations } from '../support/axe';
import { violationsInBothThemes } from '../support/in-app';
import { expect, logIn, test } from '../support/fixtures';
import { loginSession } from '../support/sign-in';

/** The notice a guest signed in by a link sees first. */
const tokenLinkNotice = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Check the account' });

/** Goes on past the notice, as the account's owner would. */
async function continueAsOwner(page: Page) {
  await tokenLinkNotice(page).getByRole('button', { name: 'Continue' }).click();
  await expect(tokenLinkNotice(page)).toHaveCount(0);
}

/** A token of another login, as an operator's link would carry it (no page of this test). */
async function tokenOf(request: APIRequestContext, userName = 'demo01', password = 'demo123') {
  return (await loginSession(request, userName, password)).token;
}

function storedSession(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}'));
}

/** Every route of spec §2, with a query of its own where the table names one. */
const ROUTES = [
  ...HOME_PATHS.filter((path) => path !== '/m' && path !== '/m/'),
  ...Object.values(Paths),
  `${Paths.activity}?id=201`,
];

/** Referer headers of every request the page makes, to check that none carries the token. */
function referers(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers()['referer'];
    if (referer) seen.push(referer);
  });
  return seen;
}

/** Three parts, so that each stays well inside the time limit of a busy machine. */
const PARTS = [0, 1, 2].map((part) => ROUTES.filter((_, index) => index % 3 === part));

for (const [part, routes] of PARTS.entries()) {
  test(`no address, history entry or Referer shows the token, routes part ${part + 1}`, async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    test.slow(); // about ten page loads
    const token = await tokenOf(page.request);
    const sent = referers(page);
    for (const [index, route] of routes.entries()) {
      const join = route.includes('?') ? '&' : '?';
      await page.goto(`${route}${join}token=${token}&username=demo01&r=abc`);
      // The first link signs the guest in: whose account it is shows first.
      if (index === 0) await continueAsOwner(page);
      await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
      await expect.poll(() => page.url(), route).not.toMatch(/[?&](token|tokens|username)=/);
      expect(page.url(), route).not.toContain(token);
    }
    // Each entry was replaced in place: no entry of the session history keeps the token either.
    const entries = await page.evaluate(() =>
      (window as unknown as { navigation: { entries(): { url: string | null }[] } }).navigation
        .entries()
        .map((entry) => entry.url ?? ''),
    );
    expect(entries.length).toBeGreaterThanOrEqual(routes.length);
    expect(entries.filter((url) => url.includes(token))).toEqual([]);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((referer) => referer.includes(token))).toEqual([]);
  });
}

test('content links stay inside the app without the token; links without http too', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    announcements: [
      {
        id: 9,
        title: 'Member notice',
        content: '<p><a href="/help">Help</a> <a href="/m/news">News</a></p>',
        execution: 'A',
      },
    ],
  });
  const sent = referers(page);
  await logIn(page);
  const token = String((await storedSession(page)).token);
  const popup = page.getByRole('dialog', { name: 'Announcement' });
  // "/help" has no http: it is the app's help page, not https://help/ (spec §2).
  await popup.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/m\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(popup).toBeHidden();

  // Following a link closed the popup, which keeps the same content away (spec §4): forget that.
  await page.evaluate(() => localStorage.removeItem('announcement_popup'));
  await page.goto('/m/home?r=abc&twclid=tw1&utm_source=mail');
  await popup.getByRole('link', { name: 'News' }).click();
  // Tracking parameters follow; the session does not.
  await expect(page).toHaveURL(/\/m\/news\?r=abc&twclid=tw1&utm_source=mail$/);
  expect(sent.filter((referer) => referer.includes(token))).toEqual([]);
});

test('a ?token= session loads member info at once: member announcements and the agent link', async ({
  page,
  sandbox,
}) => {
  test.slow(); // two pages and a popup on a busy machine
  const token = await tokenOf(page.request, 'agent01', 'agent123');
  await sandbox.patchMerchant({
    announcements: [
      { id: 1, title: 'Guest notice', content: '<p>For visitors</p>', execution: 'B' },
      { id: 2, title: 'Member notice', content: '<p>For members</p>', execution: 'A' },
    ],
  });
  await page.goto(`/m/home?token=${token}`);
  await expect(tokenLinkNotice(page)).toContainText('You are signed in as a***01.');
  await continueAsOwner(page);
  const popup = page.getByRole('dialog', { name: 'Announcement' });
  await expect(popup.getByRole('heading', { name: 'Member notice' })).toBeVisible();
  await expect(popup.getByText('Guest notice')).toHaveCount(0);
  // The member type (type 4 skips language sync) and name arrive without opening the account.
  await expect
    .poll(async () => storedSession(page))
    .toMatchObject({ token, userName: 'agent01', type: expect.any(Number) });
  await popup.getByRole('button', { name: 'Close' }).click();

  await page.goto(Paths.agentRegister);
  await expect(page.getByTestId('agent-link')).toHaveText(/affiliateCode=agent01$/);
});

test('the account notice is the only popup: the announcement waits until it is answered', async ({
  page,
  sandbox,
}) => {
  const token = await tokenOf(page.request);
  await sandbox.patchMerchant({
    announcements: [
      { id: 2, title: 'Member notice', content: '<p>For members</p>', execution: 'A' },
    ],
  });
  await page.clock.install();
  await page.goto(`/m/home?token=${token}`);
  await expect(tokenLinkNotice(page)).toContainText('You are signed in as d***01.');
  // Well past the announcement's delay: it has asked for its turn, and waits behind the notice.
  await page.clock.runFor(5000);
  const popup = page.getByRole('dialog', { name: 'Announcement' });
  await expect(popup).toHaveCount(0);
  await continueAsOwner(page);
  await page.clock.runFor(5000);
  await expect(popup.getByRole('heading', { name: 'Member notice' })).toBeVisible();
});

test('a ?token= session on a member page knows the member type before the account page', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMember('demo01', { type: 4 });
  const token = await tokenOf(page.request);
  await page.goto(`${Paths.voucherCenter}?tokens=${token}`);
  await expect.poll(async () => storedSession(page)).toMatchObject({ userName: 'demo01', type: 4 });
});

test('a guest signed in by a link sees whose account it is before the withdrawal page', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const token = await tokenOf(page.request);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/v2/wallets/withdraw/settings')) asked.push(request.url());
  });
  await page.goto(`${Paths.withdraw}?token=${token}`);
  const notice = tokenLinkNotice(page);
  await expect(notice).toContainText('You are signed in as d***01.');
  await expect(notice.getByRole('button', { name: 'Not you? Log out' })).toBeVisible();
  // Nothing about money shows, nor is asked for, while the notice is up.
  await expect(page.getByTestId('withdraw-available')).toBeHidden();
  expect(await seriousViolations(page, '[role=alertdialog]')).toEqual([]);
  expect(asked).toEqual([]);
  expect(page.url()).not.toContain(token);
  await continueAsOwner(page);
  await expect(page.getByTestId('withdraw-available')).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('"Not you? Log out" ends the session the link started', async ({ page, sandbox }) => {
  void sandbox;
  const token = await tokenOf(page.request);
  await page.goto(`${Paths.withdraw}?token=${token}`);
  await tokenLinkNotice(page).getByRole('button', { name: 'Not you? Log out' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(tokenLinkNotice(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  // The server ended it too: the link's token opens nothing any more.
  const info = await page.request.get('/wps/member/info', { headers: { Authorization: token } });
  expect(((await info.json()) as { success: boolean }).success).toBe(false);
});

test('Escape answers the account notice as Continue: the page shows, the session stays', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const token = await tokenOf(page.request);
  await page.goto(`${Paths.withdraw}?token=${token}`);
  await expect(tokenLinkNotice(page)).toContainText('d***01');
  await expect(tokenLinkNotice(page).getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tokenLinkNotice(page)).toHaveCount(0);
  await expect(page.getByTestId('withdraw-available')).toBeVisible();
  expect(await storedSession(page)).toMatchObject({ token });
});

test('a logged-in member opening their own link sees no notice', async ({ page, sandbox }) => {
  void sandbox;
  await logIn(page);
  const token = String((await storedSession(page)).token);
  await page.goto(`${Paths.withdraw}?token=${token}`);
  await expect(page.getByTestId('withdraw-available')).toBeVisible();
  await expect(tokenLinkNotice(page)).toHaveCount(0);
});

test('the account notice has no serious axe violation in either theme', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { mobileTemplate: 'dark' } });
  const token = await tokenOf(page.request);
  await page.goto(`${Paths.home}?token=${token}`);
  await expect(tokenLinkNotice(page)).toContainText('d***01');
  expect(await violationsInBothThemes(page, '[role=alertdialog]')).toEqual({ dark: [], light: [] });
});
