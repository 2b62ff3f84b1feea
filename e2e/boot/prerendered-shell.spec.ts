/**
 * The prerendered shell: index.html paints the header, the tab bar and a
 * skeleton of the opened page from its own bytes, before any script or stylesheet has arrived;
 * the app then takes the shell's place without moving anything (app/build/index-html/prerender-shell.ts,
 * styles/shell.css, Boot).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { holdAssets } from '../support/hold-assets';
import { networkQuiet } from '../support/network-quiet';

/** Chromium's first contentful paint has happened. */
const firstContentfulPaint = (page: Page) =>
  page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );

type Box = { x: number; y: number; width: number; height: number };
const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element): Box => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });

test('the shell paints from the HTML alone, before any script or stylesheet, and goes when the app paints', async ({
  page,
}) => {
  const release = await holdAssets(page);
  // Nor any image: the header's logo is in the HTML (a data: URL), so the shell's first frame is
  // the first contentful paint. As a file it waited for a request the browser held back.
  await page.route('**/m/icon.svg', () => new Promise(() => {}));
  await page.goto('/m/home', { waitUntil: 'commit' });
  await firstContentfulPaint(page);
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'home');
  const shell = page.locator('#shell');
  await expect(shell).toBeVisible();
  const logo = shell.locator('.sh-head img');
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  await expect(shell).toHaveAttribute('aria-hidden', 'true');
  await expect(shell.locator('.sh-tabs svg')).toHaveCount(5);
  // Decoration only: nothing in it to focus or tap.
  await expect(shell.locator('a, button, input, [tabindex]')).toHaveCount(0);
  // No stylesheet has arrived: the shell is drawn by the HTML's own rules.
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
  const icons = (selector: string) =>
    page
      .locator(`${selector} svg path`)
      .evaluateAll((paths) => paths.map((p) => p.getAttribute('d')));
  const shellIcons = await icons('#shell .sh-tabs');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(shell).toHaveCount(0);
  // The same icons as the app's tab bar, in the same order.
  expect(await icons('.tab-bar')).toEqual(shellIcons);
});

test('the favicon is the shell’s logo, in the HTML: no request for it on a first visit', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/m/icon.svg') asked.push(request.url());
  });
  await page.goto('/m/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(favicon).toMatch(/^data:image\/svg\+xml,/);
  // The logo the shell drew (gone once the app has painted) came from the same bytes.
  const html = await (await page.request.get('/m/login')).text();
  expect(html).toContain(`<img src="${favicon}"`);
  // Chromium asks for a page's favicon once it has loaded (as a file, seen here 1.5 s in).
  await page.waitForLoadState('load');
  await networkQuiet(page);
  expect(asked).toEqual([]);
});

for (const [path, kind, block] of [
  ['/m/home', 'home', 'h'],
  ['/m/game', 'game', 'g'],
  ['/m/login', 'login', 'f'],
  ['/m/register', 'register', 'f'],
] as const) {
  test(`${path}: the app's header and tab bar take the shell's boxes, and nothing shifts`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
      new PerformanceObserver((list) =>
        list
          .getEntries()
          .forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
      ).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdAssets(page);
    await page.goto(path, { waitUntil: 'commit' });
    await firstContentfulPaint(page);
    await expect(page.locator('html')).toHaveAttribute('data-shell', kind);
    await expect(page.locator(`#shell .sh-k.${block}`).first()).toBeVisible();
    const header = await box(page, '#shell .sh-head');
    const tabs = await box(page, '#shell .sh-tabs');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#shell')).toHaveCount(0);
    expect(await box(page, '.app-header')).toEqual(header);
    expect(await box(page, '.tab-bar')).toEqual(tabs);
    const shifted = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThanOrEqual(0.01);
  });
}

test('Urdu in the light theme: the shell is right to left and light from its first frame, as the app is', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'UR');
    localStorage.setItem('theme', 'light');
  });
  const release = await holdAssets(page);
  await page.goto('/m/game', { waitUntil: 'commit' });
  await firstContentfulPaint(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('#shell .sh-head')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  // The home tab comes first: on the right in a right-to-left page.
  const width = page.viewportSize()?.width ?? 0;
  const shellHome = await box(page, '#shell .sh-tabs span:first-child');
  expect(shellHome.x).toBeGreaterThan(width / 2);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#shell')).toHaveCount(0);
  await expect(html).toHaveAttribute('dir', 'rtl');
  expect((await box(page, '.tab-bar li:first-child')).x).toBe(shellHome.x);
});
