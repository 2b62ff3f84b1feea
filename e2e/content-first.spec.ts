/**
 * Issue 18: on home the after-paint overlays (AfterPaintHosts' chunk and the hosts it mounts)
 * wait for home's content, the page's largest paint, instead of downloading and running in front
 * of it (lib/motion/main-content.ts). They never wait on other pages, nor for ever on home.
 */
import type { Page } from '@playwright/test';
import { ContentApi } from '@wps/contract/content';
import { expect, test } from './support/fixtures';

const HOSTS = /\/m\/assets\/AfterPaintHosts-[\w-]+\.js$/;
const FOOTER = /\/m\/assets\/SaferGamblingFooter-[\w-]+\.js$/;
// MAIN_CONTENT_WAIT_MS of lib/motion/main-content.ts, which reads `location` when imported.
const CAP_MS = 5_000;

function chunkRequests(page: Page) {
  const hosts: number[] = [];
  page.on('request', (request) => {
    if (HOSTS.test(request.url())) hosts.push(Date.now());
  });
  return { hosts: () => hosts };
}

/** Holds home's content call until `release` is called. */
async function holdContent(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(ContentApi.announcements),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test('on home the overlays’ chunk is asked for once home’s content is drawn', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const seen = chunkRequests(page);
  const release = await holdContent(page);
  // The footer's chunk is asked for in the same frame the overlays' was before: once it is, the
  // overlays' would have been.
  const footer = page.waitForRequest(FOOTER);
  const start = Date.now();
  await page.goto('/m/home');
  await footer;
  await expect(page.locator('.banner-skeleton')).toBeVisible();
  // On a machine slow enough for the page to pass its 5 s cap before the footer's chunk, the
  // overlays may come then; never sooner while the content is held.
  for (const at of seen.hosts()) expect(at - start).toBeGreaterThanOrEqual(CAP_MS);
  release();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect.poll(() => seen.hosts().length).toBe(1);
});

test('a failed content call lets the overlays come at once, not after the 5 s wait', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.route(
    (url) => url.pathname.startsWith(ContentApi.announcements),
    (route) => route.fulfill({ status: 500, body: 'down' }),
  );
  const hosts = page.waitForRequest(HOSTS);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const drawn = await page.evaluate(() => performance.now());
  await hosts;
  // Well inside the 5 s the page would wait for content that never comes.
  expect((await page.evaluate(() => performance.now())) - drawn).toBeLessThan(2_500);
});

test('content that never comes lets the overlays come after 5 s', async ({ page, sandbox }) => {
  void sandbox;
  await page.clock.install();
  // Home's content chunk never comes: nothing would ever say the content is drawn.
  await page.route(/\/m\/assets\/HomeContent-[\w-]+\.js$/, () => undefined);
  // Listening from the start: on a loaded machine the page's own time may reach the cap first.
  const hosts = page.waitForRequest(HOSTS);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // From here only runFor moves the page's time: 5 s of it let the overlays come.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.clock.runFor(5_100);
  await hosts;
});

test('other pages do not wait for anything', async ({ page, sandbox }) => {
  void sandbox;
  await holdContent(page);
  const hosts = page.waitForRequest(HOSTS);
  await page.goto('/m/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const drawn = await page.evaluate(() => performance.now());
  await hosts;
  expect((await page.evaluate(() => performance.now())) - drawn).toBeLessThan(2_500);
});
