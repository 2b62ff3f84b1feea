/** The announcement popup (spec §2, §4): audience, show, close, hide today, revive, forceRead. */
import type { Page, Request } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';
import { networkQuiet } from '../support/network-quiet';
import { signIn } from '../support/sign-in';

const guestNotice = {
  id: 1,
  title: 'Guest notice',
  content: '<p>For visitors</p>',
  execution: 'B',
};
const memberNotice = {
  id: 2,
  title: 'Member notice',
  content: '<p>For members</p>',
  execution: 'A',
};
const popup = (page: Page) => page.getByRole('dialog', { name: 'Announcement' });
/** Reloads, lets the list arrive and the anonymous delay pass: the popup must stay away. */
async function expectNoPopupOnReload(page: Page) {
  await page.reload();
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible(); // the list is in
  await page.clock.runFor(2000);
  await settle(page);
  await page.clock.runFor(500); // the reveal of a lazily loaded dialog, had it opened
  await expect(popup(page)).toHaveCount(0);
}
/** Lets the page finish the work it has queued (renders, lazy chunks) without a fixed sleep. */
const settle = async (page: Page) => {
  await networkQuiet(page);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      }),
  );
};

test('guests see B announcements only; closing for good keeps it away until new content', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ announcements: [guestNotice, memberNotice] });
  await page.clock.install();
  await page.goto('/m/home');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('heading', { name: 'Guest notice' })).toBeVisible();
  await expect(popup(page).getByText('Member notice')).toHaveCount(0);
  await popup(page).getByLabel('Do not show this popup again').check();
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toBeHidden();

  await expectNoPopupOnReload(page);

  // New content (a new title+content hash) revives it.
  await sandbox.patchMerchant({
    announcements: [guestNotice, { ...guestNotice, id: 3, title: 'Fresh news' }],
  });
  await page.reload();
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByText('1 / 2')).toBeVisible();
  await popup(page).getByRole('button', { name: 'Next' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Fresh news' })).toBeVisible();
});

test("promotions: 'go to activity' opens the promotions, 'got it' closes", async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ announcements: [{ ...guestNotice, promotionType: 'DAILY' }] });
  await page.goto('/m/home');
  await popup(page).getByRole('button', { name: 'Go to activity' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(popup(page)).toBeHidden();
  // Leaving through the button is a close (spec §4): the same content stays away.
  const stored = () =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('announcement_popup') ?? '{}') as Record<
            string,
            { show: boolean }
          >
        )['']?.show,
    );
  await expect.poll(stored).toBe(false);
  // A visitor who never closed it gets 'got it', which closes it.
  await page.evaluate(() => localStorage.removeItem('announcement_popup'));
  await page.reload();
  await popup(page).getByRole('button', { name: 'Got it' }).click();
  await expect(popup(page)).toBeHidden();
});

test('a plain close (Escape too) keeps it away on the next visit; new content revives it', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ announcements: [guestNotice] });
  await page.clock.install();
  await page.goto('/m/home');
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();

  await expectNoPopupOnReload(page);

  await sandbox.patchMerchant({
    announcements: [guestNotice, { ...guestNotice, id: 3, title: 'Fresh news' }],
  });
  await page.reload();
  await expect(popup(page)).toBeVisible();
});

test('new content under the same title revives it (the hash is of title and content)', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ announcements: [guestNotice] });
  await page.clock.install();
  await page.goto('/m/home');
  await expect(popup(page)).toBeVisible();
  await popup(page).getByLabel('Do not show this popup again').check();
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toBeHidden();
  await expectNoPopupOnReload(page);

  // The same id and title with other content: new content, so the popup returns.
  await sandbox.patchMerchant({
    announcements: [{ ...guestNotice, content: '<p>Updated for visitors</p>' }],
  });
  await page.reload();
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByText('Updated for visitors')).toBeVisible();
});

test('members see A announcements after logging in', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ announcements: [guestNotice, memberNotice] });
  // The guest notice comes 1 s after the login page loads, over the form on a slow machine:
  // the guest sees it and closes it first, so the login never races it.
  await page.goto('/m/login');
  await expect(popup(page).getByRole('heading', { name: 'Guest notice' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
  await logIn(page);
  await expect(popup(page).getByRole('heading', { name: 'Member notice' })).toBeVisible();
  await expect(popup(page).getByText('Guest notice')).toHaveCount(0);
});

test('a first login adds the F announcements', async ({ page, sandbox }) => {
  const firstLogin = {
    id: 5,
    title: 'Welcome aboard',
    content: '<p>First time</p>',
    execution: 'F',
  };
  await sandbox.patchMerchant({ announcements: [memberNotice, firstLogin] });
  await sandbox.patchMember('demo01', { loginCount: 0 });
  await logIn(page);
  await expect(popup(page).getByText('1 / 2')).toBeVisible();
  await popup(page).getByRole('button', { name: 'Next' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Welcome aboard' })).toBeVisible();
});

test('hide today keeps it hidden until the next local midnight', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ announcements: [guestNotice], status: { hidePopup: 1 } });
  await page.clock.install({ time: new Date('2026-11-21T15:00:00') });
  await page.goto('/m/home');
  await page.clock.runFor(1500);
  await expect(popup(page)).toBeVisible();
  await popup(page).getByLabel('Hide today').check();
  await popup(page).getByRole('button', { name: 'Close' }).click();

  await page.clock.setSystemTime(new Date('2026-11-21T23:30:00'));
  await page.reload();
  await page.clock.runFor(2000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(popup(page)).toBeHidden();

  await page.clock.setSystemTime(new Date('2026-11-22T00:05:00'));
  await page.reload();
  await page.clock.runFor(2000);
  await expect(popup(page)).toBeVisible();
});

test('forceRead: the popup closes only after the last slide was shown', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    announcements: [
      { ...guestNotice, forceRead: true },
      { ...guestNotice, id: 4, title: 'Second page' },
    ],
  });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay moving the slides
  await page.goto('/m/home');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('button', { name: 'Close' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'Next' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Second page' })).toBeVisible();
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toBeHidden();
});

test('promotions offer go to activity; links inside open in the app', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    announcements: [
      { ...guestNotice, promotionType: 'DAILY', content: '<p><a href="/m/news">News</a></p>' },
    ],
  });
  await page.goto('/m/home');
  await expect(popup(page).getByRole('button', { name: 'Got it' })).toBeVisible();
  await popup(page).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/m\/news$/);
  await expect(popup(page)).toBeHidden();
});

const LIST = '**/MCSFE_getListAnnouncements*';

/**
 * Loads a page with the announcement list held back, pauses the clock, then hands the list over
 * and returns once the page has it. The popup's delay then counts in paused fake time only:
 * after `clock.install()` fake time flows with real time, and on a busy machine the time the test
 * itself takes would count too (the popup was seen 900 ms after the list arrived).
 */
async function listOnPausedClock(page: Page, load: () => Promise<unknown>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  // Every list request from now on is held (the page being left may still ask once).
  await page.route(LIST, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  const outcomes: string[] = [];
  const isList = (url: string) => url.includes('/MCSFE_getListAnnouncements');
  const finished = (r: Request) => {
    if (isList(r.url())) void r.response().then((a) => outcomes.push(`${a?.status()}`));
  };
  const failed = (r: Request) => {
    if (isList(r.url())) outcomes.push(`failed: ${r.failure()?.errorText}`);
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', failed);
  const hostLoaded = page.waitForResponse((r) => /\/AnnouncementHost-[^/]*\.js$/.test(r.url()));
  await load();
  await Promise.all([wasRequested, hostLoaded]);
  // Past React's 300 ms throttle on revealing lazily loaded parts, then stop the clock.
  await page.clock.runFor(1000);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
  // Playwright's clock lets the page's tasks run between two timers of a runFor, and a
  // zero-delay timer that such a task sets is due 1 ms later: no runFor(0) reaches it on a
  // paused clock. TanStack Query hands an answer over in a setTimeout 0, so a list read while a
  // runFor(0) ran another timer never reached the page (1 run in 40 to 450 under load: the list
  // answered 200, the banners never came). So the page reads the list while no timer runs:
  // first the calls the jump started (the after-paint work) answer and their timers run, then
  // the list comes and the page has 500 ms of quiet to read it, and only then does the clock
  // run its zero-delay timers.
  const heldList = (request: Request) => isList(request.url());
  await networkQuiet(page, heldList);
  await page.clock.runFor(0);
  await networkQuiet(page, heldList);
  release();
  await expect.poll(() => outcomes.length).toBeGreaterThan(0);
  await networkQuiet(page);
  // Only zero-delay timers run (the query hands the list to the page): the time stays put.
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return page.getByRole('region', { name: 'Featured' }).isVisible();
    })
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nthe list's requests: ${JSON.stringify(outcomes)}`);
    });
  page.off('requestfinished', finished);
  page.off('requestfailed', failed);
  await page.unroute(LIST);
}

/**
 * Notes the task in which the popup is drawn (its slide reaches the DOM) and the one in which
 * showModal opens it; a loop of tasks counts them.
 */
const OPENING_PROBE = `(() => {
  const probe = { task: 0, drawn: -1, opened: -1 };
  window.__popupProbe = probe;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    probe.task++;
    if (probe.opened < 0) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  new MutationObserver(() => {
    if (probe.drawn < 0 && document.querySelector('[data-testid="announcement-slide"]'))
      probe.drawn = probe.task;
  }).observe(document.body, { childList: true, subtree: true });
  const showModal = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.showModal = function () {
    if (probe.opened < 0) probe.opened = probe.task;
    return showModal.call(this);
  };
})()`;

test('the popup is drawn, then opened in a task of its own: not one long task', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ announcements: [guestNotice] });
  await page.clock.install();
  await listOnPausedClock(page, () => page.goto('/m/home'));
  await page.clock.runFor(999);
  await settle(page);
  await page.evaluate(OPENING_PROBE);
  await page.clock.runFor(1);
  await expect(popup(page).getByText('For visitors')).toBeVisible();
  const probe = await page.evaluate(
    () => (window as unknown as { __popupProbe: { drawn: number; opened: number } }).__popupProbe,
  );
  expect(probe.drawn, 'the slide was drawn').toBeGreaterThanOrEqual(0);
  // showModal restyles the whole page: opened in the drawing task, the two made one long task.
  expect(probe.opened, 'showModal ran in a later task').toBeGreaterThan(probe.drawn);
});

test('anonymous visitors get it after 1 s, members after about 500 ms', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ announcements: [guestNotice, memberNotice] });
  await page.clock.install();
  await listOnPausedClock(page, () => page.goto('/m/home'));
  await page.clock.runFor(999);
  // The dialog's chunk and its sanitiser come during the delay (AnnouncementHost).
  await settle(page);
  await expect(popup(page), 'not open before 1 s').toHaveCount(0);
  await page.clock.runFor(1);
  // Drawn at once: no time passes, so a dialog still to download (React reveals a lazily loaded
  // part 300 ms after its fallback) would never show.
  await expect(popup(page).getByRole('heading', { name: 'Guest notice' })).toBeVisible();
  await expect(popup(page).getByText('For visitors')).toBeVisible();
  await popup(page).getByLabel('Do not show this popup again').check();
  await popup(page).getByRole('button', { name: 'Close' }).click();

  await page.clock.resume();
  // The member's session as a login leaves it (sign-in.ts): the login form is not the subject.
  await signIn(page);
  await listOnPausedClock(page, () => page.goto('/m/home'));
  await page.clock.runFor(499);
  await settle(page);
  await expect(popup(page), 'not open before 500 ms').toHaveCount(0);
  await page.clock.runFor(1);
  await expect(popup(page).getByRole('heading', { name: 'Member notice' })).toBeVisible();
});

test('autoplay moves to the next slide every 5000 ms', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    announcements: [guestNotice, { ...guestNotice, id: 4, title: 'Second page' }],
  });
  await page.clock.install();
  await listOnPausedClock(page, () => page.goto('/m/home'));
  await settle(page); // the dialog's chunk, asked for during the delay
  await page.clock.runFor(1000); // the dialog mounts now, and its autoplay starts
  await expect(popup(page).getByText('1 / 2')).toBeVisible();
  await page.clock.runFor(4999);
  await settle(page);
  await expect(popup(page).getByText('1 / 2')).toBeVisible();
  await page.clock.runFor(1);
  await expect(popup(page).getByText('2 / 2')).toBeVisible();
  await expect(popup(page).getByRole('heading', { name: 'Second page' })).toBeVisible();
  await page.clock.runFor(5000);
  await expect(popup(page).getByText('1 / 2')).toBeVisible();
});

test('a session expiry on /m/member/home shows only the please-login notice, no popup over it', async ({
  page,
  sandbox,
}) => {
  await page.clock.install();
  await logIn(page);
  // Guest content appears while the member is away: the popup would be new for the guest.
  await sandbox.patchMerchant({ announcements: [guestNotice] });
  await sandbox.setFaults([
    { path: '/wps/member/info', status: 401 },
    { path: '/wps/v2/wallets/balance', status: 401 },
  ]);
  await page.goto('/m/member/home');
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Please log in again');
  // Past the guest delay (and past the reveal of a lazily loaded dialog).
  await page.clock.runFor(2000);
  await settle(page);
  await page.clock.runFor(500);
  await expect(notice).toBeVisible();
  await expect(popup(page)).toHaveCount(0);
  await expect(page.locator('[role=dialog], [role=alertdialog]')).toHaveCount(1);
  // The popup stays away on the way to the login form too (the notice dropped its turn).
  await notice.getByRole('button', { name: 'Log in' }).click();
  await page.clock.runFor(2000);
  await settle(page);
  await page.clock.runFor(500);
  await expect(page.locator('[role=dialog], [role=alertdialog]')).toHaveCount(0);
});
