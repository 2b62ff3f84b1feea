/**
 * The welcome popups' constants (spec §9): the 20 s wait for the image, the default groups
 * m_popup1 and m_popup2, the session flag, and 'hide today' lasting until the next LOCAL midnight.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
// The second group listed first: the order comes from the group names, not the list.
const heldBanners = [
  { bannerId: 902, groupName: 'm_popup2', url: '/held/two.png', title: 'Second popup' },
  { bannerId: 901, groupName: 'm_popup1', url: '/held/one.png', title: 'First popup' },
];
const first = (page: Page) => page.getByRole('dialog', { name: 'First popup' });
const second = (page: Page) => page.getByRole('dialog', { name: 'Second popup' });

declare global {
  interface Window {
    imageSrcSetAt?: Record<string, number>;
    imagesLoaded?: string[];
  }
}

/**
 * Records, in page time, when each image's src was set (the wait starts in the same step) and
 * which images have loaded, so the test can move the fake clock from the exact start.
 */
function recordImages(page: Page) {
  return page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
    window.imageSrcSetAt = {};
    window.imagesLoaded = [];
    Object.defineProperty(HTMLImageElement.prototype, 'src', {
      ...descriptor,
      set(this: HTMLImageElement, value: string) {
        const path = new URL(value, location.href).pathname;
        window.imageSrcSetAt![path] ??= Date.now();
        this.addEventListener('load', () => window.imagesLoaded!.push(path), { once: true });
        descriptor?.set?.call(this, value);
      },
    });
  });
}

/** Holds /held/one.png until the test releases it; every other held image answers at once. */
async function holdFirstImage(page: Page) {
  let held: Route | undefined;
  await page.route('**/held/*.png', async (route) => {
    if (new URL(route.request().url()).pathname === '/held/one.png' && !held) held = route;
    else await route.fulfill({ contentType: 'image/png', body: PNG });
  });
  return {
    requested: () => expect.poll(() => held !== undefined).toBe(true),
    release: () => held!.fulfill({ contentType: 'image/png', body: PNG }),
  };
}

async function startWaiting(page: Page, sandbox: { patchMerchant(p: object): Promise<void> }) {
  await sandbox.patchMerchant({ announcements: [], banners: heldBanners });
  await recordImages(page);
  await page.clock.install();
  const image = await holdFirstImage(page);
  await page.goto('/m/home');
  await image.requested();
  const startedAt = await page.evaluate(() => window.imageSrcSetAt!['/held/one.png']!);
  return { image, startedAt };
}

const loaded = (page: Page, path: string) =>
  expect.poll(() => page.evaluate((p) => window.imagesLoaded!.includes(p), path)).toBe(true);

test('an image that arrives at 19.9 s still opens its popup (m_popup1 first)', async ({
  page,
  sandbox,
}) => {
  const { image, startedAt } = await startWaiting(page, sandbox);
  // The wait's timer starts in the step before the src is set: a ms may pass in between.
  await page.clock.pauseAt(startedAt + 19_900);
  await image.release();
  await loaded(page, '/held/one.png');
  await page.clock.resume();
  await expect(first(page)).toBeVisible();
  await expect(second(page)).toHaveCount(0);
  await first(page).getByRole('button', { name: 'Close' }).click();
  await expect(second(page)).toBeVisible();
});

test('after 20 s without its image the popup is skipped for the next one', async ({
  page,
  sandbox,
}) => {
  const { image, startedAt } = await startWaiting(page, sandbox);
  await page.clock.pauseAt(startedAt + 20_000);
  await image.release();
  await loaded(page, '/held/one.png');
  await page.clock.resume();
  await expect(second(page)).toBeVisible();
  await expect(first(page)).toHaveCount(0);
});

test.describe('the session flag', () => {
  test.use({ seededPopups: true });

  test('a popup closed in this session stays away even without its saved file name', async ({
    page,
    sandbox,
  }) => {
    await sandbox.patchMerchant({ announcements: [] });
    const welcome = page.getByRole('dialog', { name: 'Welcome gift' });
    const deposit = page.getByRole('dialog', { name: 'Top up with GCash' });
    await page.goto('/m/home');
    await welcome.getByRole('button', { name: 'Close' }).click();
    await expect(deposit).toBeVisible();
    // Only the session flag is left to stop banner1: the saved file names are gone.
    await page.evaluate(() => localStorage.removeItem('popup_banner_names'));
    await page.reload();
    await expect(deposit).toBeVisible();
    await expect(welcome).toHaveCount(0);
    // A new session (no flag, no names): banner1 is back.
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.removeItem('popup_banner_names');
    });
    await page.reload();
    await expect(welcome).toBeVisible();
  });
});

test.describe('hide today, in a time zone far from UTC', () => {
  test.use({ timezoneId: 'Asia/Manila' });

  test('lasts until the next local midnight, not the UTC one', async ({ page, sandbox }) => {
    await sandbox.patchMerchant({
      announcements: [{ id: 1, title: 'Guest notice', content: '<p>Hi</p>', execution: 'B' }],
      status: { hidePopup: 1 },
      banners: [heldBanners[1]],
    });
    await page.route('**/held/*.png', (route) =>
      route.fulfill({ contentType: 'image/png', body: PNG }),
    );
    const announcement = page.getByRole('dialog', { name: 'Announcement' });
    await page.clock.install({ time: new Date('2026-11-21T15:00:00+08:00') });
    await page.goto('/m/home');
    await announcement.getByLabel('Hide today').check();
    await announcement.getByRole('button', { name: 'Close' }).click();
    await first(page).getByRole('button', { name: 'Close' }).click();

    // 23:30 in Manila: still today. The welcome popup opens only once the announcement has
    // decided not to show, so its presence proves the decision was made.
    await page.clock.setSystemTime(new Date('2026-11-21T23:30:00+08:00'));
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.removeItem('popup_banner_names');
    });
    await page.reload();
    await expect(first(page)).toBeVisible();
    await expect(announcement).toHaveCount(0);

    // 00:05 in Manila is 16:05 UTC, before the UTC midnight: a new local day all the same.
    await page.clock.setSystemTime(new Date('2026-11-22T00:05:00+08:00'));
    await page.reload();
    await expect(announcement).toBeVisible();
  });
});
