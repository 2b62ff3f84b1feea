/**
 * On home the after-paint overlays (AfterPaintHosts' chunk and the hosts it mounts),
 * the safer-gambling footer, the notice dialog's preload, the manifest (whose icons the browser
 * fetches) and the service worker's registration (its install downloads every precached file)
 * wait until home's content (or the game lobby's first icons), the page's largest paint, is on
 * screen, instead of downloading and running in front of it (lib/paint/main-content.ts). On
 * other pages they wait for Boot's first frame only, which is those pages' content; never for
 * ever on home.
 */
import type { Page } from '@playwright/test';
import { ContentApi } from '@wps/contract/content';
import { GameApi } from '@wps/contract/games';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/hold-assets';
import { networkQuiet } from '../support/network-quiet';

const HOSTS = /\/m\/assets\/AfterPaintHosts-[\w-]+\.js$/;
const FOOTER = /\/m\/assets\/SaferGamblingFooter-[\w-]+\.js$/;
const NOTICE = /\/m\/assets\/NoticeDialog-[\w-]+\.js$/;
const WORKER = /\/m\/assets\/register-worker-[\w-]+\.js$/;
// The head writer (app/head/apply-head.ts); the landing's attribution, in the content call's chunk.
const HEAD = /\/m\/assets\/apply-head-[\w-]+\.js$/;
const LANDING = /\/m\/assets\/announcements-[\w-]+\.js$/;
// The web-clip flag's chunk (lib/device/web-clip.ts, in the `launch-context` group of
// app/build/chunks/first-page-groups.ts): login and registration preload it, and on home the download bar's
// launch context imports it before the content.
const WEB_CLIP = /\/m\/assets\/launch-context-[\w-]+\.js$/;
// MAIN_CONTENT_WAIT_MS of lib/paint/main-content.ts, which reads `location` when imported.
const CAP_MS = 5_000;
const PRESENTATION_SLACK_MS = 50;
const isContentCall = (url: URL) => url.pathname.startsWith(ContentApi.announcements);

/** When each of the after-content chunks was asked for. */
function chunkRequests(page: Page, chunks = [HOSTS, FOOTER, NOTICE, WORKER, HEAD]) {
  const seen: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (chunks.some((chunk) => chunk.test(request.url())))
      seen.push({ url: request.url(), at: Date.now() });
  });
  return {
    all: () => seen,
    count: (chunk: RegExp) => seen.filter((request) => chunk.test(request.url)).length,
  };
}

/** Holds home's content call until `release` is called. */
const holdContent = (page: Page) => holdRequests(page, isContentCall);

test('on home the overlays, the footer, the notice’s code, the head writer, the manifest and the worker wait for home’s content', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const seen = chunkRequests(page);
  const release = await holdContent(page);
  const start = Date.now();
  await page.goto('/m/home');
  await expect(page.locator('.banner-skeleton')).toBeVisible();
  // Everything else the page asks for has come: the page has done what it does before content.
  await networkQuiet(page, (request) => isContentCall(new URL(request.url())));
  const manifests = await page.locator('link[rel="manifest"]').count();
  const waited = Date.now() - start;
  // On a machine slow enough for the page to pass its 5 s cap by now, they may have come then;
  // never sooner while the content is held.
  for (const request of seen.all()) expect(request.at - start).toBeGreaterThanOrEqual(CAP_MS);
  if (manifests > 0) expect(waited).toBeGreaterThanOrEqual(CAP_MS);
  release();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect.poll(() => seen.count(HOSTS)).toBe(1);
  await expect.poll(() => seen.count(FOOTER)).toBe(1);
  await expect.poll(() => seen.count(NOTICE)).toBe(1);
  await expect.poll(() => seen.count(WORKER)).toBe(1);
  await expect.poll(() => seen.count(HEAD)).toBe(1);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
});

/**
 * In page time: the largest-paint entry of home's first banner (its render time) or of a text of
 * `#main`, and when `chunk` was asked for.
 */
/** When the app's own frame of the login form reached the screen (the frame after it was drawn). */
function watchFormFrame(page: Page) {
  return page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('#main .auth-switch')) return;
      seen.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          (window as unknown as { formFrame: number }).formFrame = performance.now();
        }),
      );
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}

function paintedThenAsked(page: Page, paint: 'banner' | 'main', chunk: RegExp) {
  return page.evaluate(
    ([paint, chunk]) =>
      new Promise<{ painted: number; asked: number }>((resolve) => {
        let painted = -1;
        // Largest-paint entries are given to observers only (buffered: the ones already made).
        new PerformanceObserver((list) => {
          type Entry = PerformanceEntry & { url: string; element?: Element | null };
          for (const entry of list.getEntries() as Entry[]) {
            if (paint === 'banner' && /banner-welcome/.test(entry.url)) painted = entry.startTime;
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // The form's largest paint is the prerendered shell's words (e2e/boot/form-words.spec.ts):
        // the app's first frame of it is the frame watchFormFrame saw.
        const frame = (window as unknown as { formFrame?: number }).formFrame;
        if (paint === 'main' && frame !== undefined) painted = frame;
        const check = () => {
          const asked = performance
            .getEntriesByType('resource')
            .find((entry) => new RegExp(chunk).test(entry.name));
          if (painted >= 0 && asked) resolve({ painted, asked: asked.startTime });
          else setTimeout(check, 50);
        };
        check();
      }),
    [paint, chunk.source] as const,
  );
}

test('on home the overlays’ chunk is asked for after the first banner is on screen', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  const times = await paintedThenAsked(page, 'banner', HOSTS);
  // The entry's time is when the frame reached the screen, which may be a little after the main
  // thread painted it. Asked for at the commit, the chunk came 170 to 250 ms before it.
  expect(times.asked).toBeGreaterThan(times.painted - PRESENTATION_SLACK_MS);
});

for (const [call, path, heading, failing] of [
  ['content call', '/m/home', 'Home', isContentCall],
  ['lanes call', '/m/game', 'Games', (url: URL) => url.pathname === GameApi.vendorLanes],
] as const) {
  test(`a failed ${call} lets the overlays come at once, not after the 5 s wait`, async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    await page.route(failing, (route) => route.fulfill({ status: 500, body: 'down' }));
    const hosts = page.waitForRequest(HOSTS);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const drawn = await page.evaluate(() => performance.now());
    await hosts;
    // Well inside the 5 s the page would wait for content that never comes.
    expect((await page.evaluate(() => performance.now())) - drawn).toBeLessThan(2_500);
  });
}

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

test('on the game lobby they and the web-clip flag wait for its first icons, its largest paint', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const seen = chunkRequests(page, [HOSTS, FOOTER, NOTICE, WORKER, HEAD, WEB_CLIP]);
  const isIcon = (url: string) => url.includes('/sandbox-games/icons/');
  const release = await holdRequests(page, (url) => isIcon(url.href));
  const start = Date.now();
  await page.goto('/m/game');
  await expect(page.locator('.game-lane').first()).toBeVisible();
  await networkQuiet(page, (request) => isIcon(request.url()));
  // As on home: only a machine slow enough to pass the 5 s cap may have asked for them yet.
  for (const request of seen.all()) expect(request.at - start).toBeGreaterThanOrEqual(CAP_MS);
  release();
  await expect(page.locator('img.game-icon').first()).toBeVisible();
  await expect.poll(() => seen.count(HOSTS)).toBe(1);
  await expect.poll(() => seen.count(WORKER)).toBe(1);
  await expect.poll(() => seen.count(WEB_CLIP)).toBe(1);
});

test('on the login page the worker registers once the form’s first frame is on screen', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await watchFormFrame(page);
  await page.goto('/m/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const times = await paintedThenAsked(page, 'main', WORKER);
  expect(times.asked).toBeGreaterThan(times.painted - PRESENTATION_SLACK_MS);
});

test('on the login page the landing’s attribution and the head writer come after the form’s first frame; the logo is the shell’s', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const logos: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && /\/m\/icon\.svg$/.test(request.url()))
      logos.push(request.url());
  });
  await watchFormFrame(page);
  await page.goto('/m/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Each was one more request in front of the form's largest paint (Lighthouse's estimate).
  for (const chunk of [LANDING, HEAD]) {
    const times = await paintedThenAsked(page, 'main', chunk);
    expect(times.asked, chunk.source).toBeGreaterThan(times.painted - PRESENTATION_SLACK_MS);
  }
  await expect(page).toHaveTitle(/Log in/);
  // The header's logo is the shell's data: URL, the same picture without a request.
  const logo = page.locator('.app-header .brand img');
  await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  expect(logos).toEqual([]);
});

test('other pages never wait for home’s content call', async ({ page, sandbox }) => {
  void sandbox;
  await holdContent(page);
  const hosts = page.waitForRequest(HOSTS);
  await page.goto('/m/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const drawn = await page.evaluate(() => performance.now());
  await hosts;
  expect((await page.evaluate(() => performance.now())) - drawn).toBeLessThan(2_500);
});
