/**
 * The LCP image of /m/home (the critical path): the first banner is asked for with high
 * priority, remembered (`lcp_image`), and preloaded by index.html's inline script on the next
 * visit before the entry script has run, the preload and the <img> sharing one request.
 */
import type { Page } from '@playwright/test';
import { demoBanners } from '../../sandbox/src/seed/content.ts';
import { expect, test } from '../support/fixtures';

const KEY = 'lcp_image';
const FIRST = demoBanners[0]!;
const IMAGE = FIRST.url; // a same-origin path: /cdn/content/banner-welcome.png
const ENTRY = /\/m\/assets\/index-[\w-]+\.js$/;

const imagePreload = (page: Page) => page.locator('head link[rel="preload"][as="image"]');
/**
 * The image preloads index.html's inline script added: those before the entry script in the
 * head. Once the content answer is in, the app adds its own for the first banner
 * (domains/content/announcements): appended at the end of the head, it does not count.
 */
const preloadedFromHtml = (page: Page) =>
  page.evaluate(() => {
    const entry = document.querySelector('script[type="module"][src]');
    return Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'))
      .filter((link) => entry && link.compareDocumentPosition(entry) & 4)
      .map((link) => link.getAttribute('href'));
  });
const firstBanner = (page: Page) =>
  page.locator(`[data-banner-id="${FIRST.bannerId}"]`).getByRole('img');
const storedImage = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);

/** Requests (all, and the image's), uncaught errors, and Chromium's warnings about preloads. */
function watch(page: Page) {
  const urls: string[] = [];
  const images: string[] = [];
  const errors: string[] = [];
  const preloadWarnings: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (new URL(request.url()).pathname === IMAGE) images.push(request.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  return { urls, images, errors, preloadWarnings };
}

/** A first visit of home: the first banner shows, and its address is remembered. */
async function firstVisit(page: Page) {
  await page.goto('/m/home');
  await expect(firstBanner(page)).toHaveJSProperty('complete', true);
  await expect.poll(() => storedImage(page)).toBe(JSON.stringify(IMAGE));
}

test('first visit: the first banner is asked for first and eagerly, and remembered', async ({
  page,
}) => {
  const seen = watch(page);
  await firstVisit(page);
  await expect(firstBanner(page)).toHaveAttribute('fetchpriority', 'high');
  await expect(firstBanner(page)).toHaveAttribute('loading', 'eager');
  await expect(firstBanner(page)).toHaveAttribute('src', IMAGE);
  // Nothing was remembered before this visit, so the HTML preloaded nothing.
  expect(await preloadedFromHtml(page)).toEqual([]);
  expect(seen.images).toHaveLength(1);
  // The other slides keep waiting for the screen (e2e/content/home.spec.ts checks when they load).
  await expect(page.locator('.banner-strip img[fetchpriority="high"]')).toHaveCount(1);
  expect(seen.errors).toEqual([]);
});

test('repeat visit: the HTML preloads the image before the entry script, one request for both', async ({
  page,
}) => {
  await firstVisit(page);
  const seen = watch(page);
  // The entry script is held back: whatever happens until it is let go comes from the HTML.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  const imageAsked = page.waitForRequest((request) => new URL(request.url()).pathname === IMAGE);
  await page.goto('/m/home', { waitUntil: 'commit' });
  await expect(imagePreload(page)).toHaveAttribute('href', IMAGE);
  await expect(imagePreload(page)).toHaveAttribute('fetchpriority', 'high');
  await imageAsked;
  expect(await page.locator('#root').innerHTML(), 'the app has not run yet').toBe('');
  release();

  await expect(firstBanner(page)).toHaveJSProperty('complete', true);
  await expect(firstBanner(page)).toHaveAttribute('fetchpriority', 'high');
  expect(await preloadedFromHtml(page)).toEqual([IMAGE]);
  // The <img> took the preloaded answer: one request, one resource timing entry, no warning.
  expect(seen.images).toHaveLength(1);
  const entries = await page.evaluate(
    (path) => performance.getEntriesByName(new URL(path, location.href).href).length,
    IMAGE,
  );
  expect(entries).toBe(1);
  expect(seen.preloadWarnings).toEqual([]);
  expect(seen.errors).toEqual([]);
});

type Box = { x: number; y: number; width: number; height: number };
/**
 * Where `selector` is drawn within the page's main area (the shell's or the app's): above it is
 * the room index.html keeps for the top download bar, which a first visit's status may take away.
 */
const boxOf = (page: Page, selector: string, main: string) =>
  page.evaluate(
    ([selector, main]): Box => {
      const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
      return { x, y: y - document.querySelector(main)!.getBoundingClientRect().y, width, height };
    },
    [selector, main] as const,
  );
const expectSameBox = (actual: Box, expected: Box) => {
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(actual[side], side).toBeCloseTo(expected[side], 0);
};
/** Chromium's largest-contentful-paint entries so far: time, size, image path, element class. */
const largestPaints = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { lcp: PerformanceEntry[] }).lcp.map((entry) => {
      const { startTime, size, url, element } = entry as PerformanceEntry & {
        size: number;
        url: string;
        element: Element | null;
      };
      return { startTime, size, path: url && new URL(url).pathname, element: element?.className };
    }),
  );

/**
 * Opens home with every script and stylesheet held, then all but home's content chunk, then that
 * one too: the first banner must be the page's largest paint from the HTML alone, in the shell's
 * banner box, then in home's skeleton and in the carousel's first slide, in that same box.
 */
async function bannerFromTheHtml(page: Page) {
  await page.addInitScript(() => {
    const lcp: PerformanceEntry[] = ((window as unknown as { lcp: PerformanceEntry[] }).lcp = []);
    new PerformanceObserver((list) => lcp.push(...list.getEntries())).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
  });
  // Every script and stylesheet is held; then all but home's content chunk; then that one too.
  let releaseApp = () => {};
  let releaseContent = () => {};
  const app = new Promise<void>((resolve) => (releaseApp = resolve));
  const content = new Promise<void>((resolve) => (releaseContent = resolve));
  await page.route(/\/m\/assets\/[^/]+\.(?:js|css)$/, async (route) => {
    await app;
    if (/\/HomeContent-[\w-]+\.js$/.test(route.request().url())) await content;
    await route.continue();
  });
  await page.goto('/m/home', { waitUntil: 'commit' });

  // From the HTML alone: the shell's banner box paints the image, the page's largest paint.
  // (The shell's logo may be a candidate just before it.)
  const lastPaint = async () => (await largestPaints(page)).at(-1);
  await expect
    .poll(lastPaint)
    .toEqual(expect.objectContaining({ path: IMAGE, element: 'sh-k h b' }));
  const shellPaint = await lastPaint();
  // The HTML's parser waits at the held stylesheets, before #root: nothing of the app is there.
  await expect(page.locator('#root')).toHaveCount(0);
  const shellBox = await boxOf(page, '#shell .sh-k.b', '#shell .sh-main');

  // The app's frame, before home's content: its skeleton shows the same image in the same box.
  releaseApp();
  await expect(page.locator('#shell')).toHaveCount(0);
  const skeleton = page.locator('.banner-skeleton');
  await expect(skeleton).toBeVisible();
  expect(await skeleton.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe(
    `url("${new URL(IMAGE, page.url()).href}")`,
  );
  expectSameBox(await boxOf(page, '.banner-skeleton', 'main'), shellBox);

  // Then the carousel's first slide, in that box again: no later, larger paint.
  releaseContent();
  await expect(firstBanner(page)).toHaveJSProperty('complete', true);
  expectSameBox(await boxOf(page, `[data-banner-id="${FIRST.bannerId}"] img`, 'main'), shellBox);
  // (The entry keeps its time, size and image; its element is gone with the shell.)
  expect(await lastPaint()).toEqual({ ...shellPaint, element: undefined });
}

test('repeat visit: the shell shows the remembered banner before any script, where the app then draws it', async ({
  page,
}) => {
  await firstVisit(page);
  await bannerFromTheHtml(page);
});

test('first visit: the shell shows the content’s first banner once index.html’s content call answers', async ({
  page,
}) => {
  const seen = watch(page);
  await bannerFromTheHtml(page);
  // Preloaded by that script, then shown by the shell, the skeleton and the carousel: one request.
  expect(seen.images).toHaveLength(1);
  expect(seen.preloadWarnings).toEqual([]);
  expect(seen.errors).toEqual([]);
  await expect.poll(() => storedImage(page)).toBe(JSON.stringify(IMAGE));
});

test('/m/login never preloads the remembered image', async ({ page }) => {
  await firstVisit(page);
  const seen = watch(page);
  await page.goto('/m/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await preloadedFromHtml(page)).toEqual([]);
  await expect(imagePreload(page)).toHaveCount(0);
  expect(seen.images).toEqual([]);
  expect(seen.errors).toEqual([]);
});

const GARBAGE: Record<string, string> = {
  'not JSON': '/cdn/content/banner-welcome.png',
  'a number': '12',
  'javascript:': JSON.stringify('javascript:alert(1)'),
  'another host': JSON.stringify('//evil.example/banner.png'),
  'a 3 MB string': JSON.stringify('/' + 'a'.repeat(3 * 1024 * 1024)),
};

for (const [kind, text] of Object.entries(GARBAGE)) {
  test(`${kind} in lcp_image: no preload, no error, and home remembers its banner again`, async ({
    page,
  }) => {
    const seen = watch(page);
    await page.addInitScript(
      ([key, value]) => {
        // Once (not again in a same-origin frame): the app's own write is checked below.
        try {
          if (!sessionStorage.getItem('planted')) localStorage.setItem(key, value);
          sessionStorage.setItem('planted', '1');
        } catch {
          // about:blank has no storage.
        }
      },
      [KEY, text] as const,
    );
    await page.goto('/m/home');
    await expect(firstBanner(page)).toHaveJSProperty('complete', true);
    expect(await preloadedFromHtml(page)).toEqual([]);
    await expect.poll(() => storedImage(page)).toBe(JSON.stringify(IMAGE));
    expect(seen.errors).toEqual([]);
    expect(seen.urls.filter((url) => /evil\.example|^javascript:/.test(url))).toEqual([]);
  });
}
