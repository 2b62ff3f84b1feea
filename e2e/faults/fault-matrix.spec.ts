/**
 * The fault matrix: every call the app makes at boot and for a member, answered with
 * each way a network or back end really breaks. Whatever the fault: no uncaught error, no blank
 * screen, at most one notice (exactly the notices spec §8 asks for), and once the fault is gone
 * the page's retry or a reload brings the content back.
 *
 * One test per call walks through the faults in steps (a member signs in once per test); the
 * 35 s delay needs the fake clock installed before the page loads, so it has a test per call.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { ContentApi } from '@wps/contract/content';
import { ErrorCode } from '@wps/contract/envelope';
import { GameApi } from '@wps/contract/games';
import { Api } from '@wps/contract/paths';
import { expect, logIn, test, type Sandbox } from '../support/fixtures';
import { networkQuiet } from '../support/network-quiet';
import { signIn } from '../support/sign-in';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

type Fault = {
  name: string;
  /** The fault for PUT /sandbox/faults, without its path. */
  answer: Record<string, unknown>;
  /** Whether a call that alerts (spec §7 alert flag) shows a notice for it (spec §8). */
  notice: boolean;
  /** False when the answer is good, only unusual (the 5 MB one). */
  fails?: false;
};

const FAULTS: Fault[] = [
  {
    name: '500 with an HTML page',
    answer: { status: 500, body: '<html><h1>500 Internal Server Error</h1></html>' },
    notice: true,
  },
  // Spec §8: an HTTP 502 is rejected silently.
  {
    name: '502 with an HTML page',
    answer: { status: 502, body: '<html><h1>502 Bad Gateway</h1></html>' },
    notice: false,
  },
  { name: '504 with no body', answer: { status: 504, body: '' }, notice: true },
  { name: 'truncated JSON', answer: { body: '{"success":true,"value":{"na' }, notice: true },
  {
    name: 'a captive-portal HTML page with status 200',
    answer: {
      body: '<!doctype html><html><title>Hotel Wi-Fi</title><form><button>Accept</button></form></html>',
    },
    notice: true,
  },
  { name: 'value: null', answer: { body: '{"success":true,"value":null}' }, notice: true },
  // Spec §8: an errorCode beginning TOO_MANY_REQUEST is silent.
  {
    name: '429 with TOO_MANY_REQUEST',
    answer: {
      status: 429,
      body: JSON.stringify({
        success: false,
        errorCode: ErrorCode.tooManyRequestPrefix,
        message: 'Too many requests',
      }),
    },
    notice: false,
  },
  { name: 'a 5 MB answer', answer: { padToBytes: 5 * 1024 * 1024 }, notice: false, fails: false },
];

type Target = {
  call: string;
  /** The calls that get the fault, all at once: the home content calls fail alike. */
  paths: string[];
  /** The page that makes the calls. */
  url: string;
  member: boolean;
  /**
   * Who tells the player: 'layer' for a call that alerts (the request layer's notices),
   * 'own' for the site status (a notice for every failure, spec §8), 'none' for alert:false.
   */
  notices: 'layer' | 'own' | 'none';
  /** How the player gets the content back: the page's Retry button, or reloading. */
  recover: 'retry' | 'reload';
  /** What the page shows when the calls worked. */
  content: (page: Page) => Locator[];
};

const TARGETS: Target[] = [
  {
    call: 'site status',
    paths: [Api.systemStatus],
    url: '/m/home',
    member: false,
    notices: 'own',
    recover: 'retry',
    content: (page) => [page.getByRole('heading', { level: 1, name: 'Home' })],
  },
  {
    // Banners and announcements, game lanes, available promotions: alert:false, so silent.
    call: 'home content',
    paths: [ContentApi.announcements, GameApi.vendorLanes, ContentApi.availablePromotions],
    url: '/m/home',
    member: false,
    notices: 'none',
    recover: 'reload',
    content: (page) => [
      page.getByRole('region', { name: 'Featured' }),
      page.getByTestId('game-lane').first(),
      page.getByRole('button', { name: 'Invite friends', exact: true }),
    ],
  },
  {
    call: 'balance',
    paths: [Api.balance],
    url: '/m/member/home',
    member: true,
    notices: 'layer',
    recover: 'reload',
    content: (page) => [page.getByTestId('header-balance').filter({ hasText: '₱1,250.50' })],
  },
  {
    call: 'member info',
    paths: [Api.memberInfo],
    url: '/m/member/home',
    member: true,
    notices: 'layer',
    recover: 'retry',
    content: (page) => [page.getByTestId('member-account').filter({ hasText: 'demo01' })],
  },
];

/** The request layer's default timeout (contract §1, spec §9). */
const CALL_TIMEOUT_MS = 30_000;

const isPath = (path: string) => (r: { url(): string }) => new URL(r.url()).pathname === path;
const faultsOn = (target: Target, answer: Record<string, unknown>) =>
  target.paths.map((path) => ({ path, ...answer }));

async function expectContent(page: Page, target: Target) {
  for (const content of target.content(page)) await expect(content).toBeVisible();
}
const dialogsOf = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));
const retryOf = (page: Page) => page.getByRole('button', { name: 'Retry' });

/** Uncaught errors of the page, checked after every fault. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * What must hold once the faulty answer is in: the notices spec §8 asks for (one, or none),
 * something on screen, and the content back after the fault is cleared and the player retries.
 */
async function expectHandled(
  page: Page,
  sandbox: Sandbox,
  target: Target,
  fault: { notice: boolean; fails?: false },
) {
  const fails = fault.fails ?? true;
  const notice =
    fails && (target.notices === 'own' || (target.notices === 'layer' && fault.notice));
  const dialogs = dialogsOf(page);
  if (notice) {
    await expect(dialogs).toHaveCount(1);
    await dialogs.getByRole('button', { name: 'Confirm' }).click();
  }
  if (fails && target.recover === 'retry') {
    // The page's error state: also proof that the failure has been dealt with in full.
    await expect(retryOf(page)).toBeVisible();
  } else {
    // Never a blank screen: the page's own heading stays.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(dialogs, 'no notice beyond the one the failure asks for').toHaveCount(0);
  if (!fails) await expectContent(page, target);

  await sandbox.clearFaults();
  if (fails && target.recover === 'retry') await retryOf(page).click();
  else await page.reload();
  await expectContent(page, target);
  await expect(dialogs).toHaveCount(0);
}

for (const target of TARGETS) {
  test(`${target.call}: every fault is handled and recovered from`, async ({ page, sandbox }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    if (target.member) await signIn(page);
    for (const fault of FAULTS) {
      await test.step(fault.name, async () => {
        await sandbox.setFaults(faultsOn(target, fault.answer));
        const answered = target.paths.map((path) => page.waitForResponse(isPath(path)));
        await page.goto(target.url);
        await Promise.all(answered);
        await expectHandled(page, sandbox, target, fault);
        expect(errors, 'uncaught errors').toEqual([]);
      });
    }
  });

  test(`${target.call}: a 35 s delay times out under the fake clock and recovers`, async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    if (target.member) await logIn(page);
    await page.clock.install();
    // The old page and its calls go first (for a file of the app's origin that runs no script),
    // so that no late call of theirs meets the waiters. The waiters start before the new page
    // loads: index.html's inline script asks for the site status while the HTML is parsed, which
    // can be before Playwright reports the commit.
    await page.goto('/m/icon.svg');
    await sandbox.setFaults(faultsOn(target, { delayMs: 35_000 }));
    // Each call starts its timeout timer just before fetch (the status call from the HTML counts
    // its limit from when it was sent): once its request is sent, the clock may run.
    const asked = target.paths.map((path) => page.waitForRequest(isPath(path)));
    await page.goto(target.url, { waitUntil: 'commit' });
    await Promise.all(asked);
    // Every other call answered first: on a loaded machine one may still be in flight, and the
    // clock's jump would time it out too (a second notice, seen under load).
    const delayed = (request: Request) => target.paths.some((path) => isPath(path)(request));
    await networkQuiet(page, delayed);
    const abandoned = target.paths.map((path) => page.waitForEvent('requestfailed', isPath(path)));
    await page.clock.runFor(CALL_TIMEOUT_MS + 1);
    await Promise.all(abandoned);
    await expectHandled(page, sandbox, target, { notice: true });
    expect(errors, 'uncaught errors').toEqual([]);
  });
}
