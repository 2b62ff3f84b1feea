/**
 * The critical path: index.html starts the stored language's file (app/build/index-html/locale-preload.ts),
 * the opened page's chunk (app/build/index-html/route-preload.ts) and the site status call (app/build/index-html/boot-call.ts)
 * beside the entry script, and the app takes those answers instead of asking again.
 */
import type { Page } from '@playwright/test';
import { ContentApi } from '@wps/contract/content';
import { GameApi } from '@wps/contract/games';
import { Api, Demo } from '@wps/contract/paths';
import { expect, test, type Sandbox } from '../support/fixtures';
import { holdRequests } from '../support/hold-assets';
import { networkQuiet } from '../support/network-quiet';

/** Every request of the page, and Chromium's warnings of a preload nobody used. */
function watchLoads(page: Page) {
  const urls: string[] = [];
  const unused: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('console', (message) => {
    if (/preloaded .*but not used/i.test(message.text())) unused.push(message.text());
  });
  return { urls, unused };
}

const ENTRY = /\/m\/assets\/index-[\w-]+\.js$/;

/** index.html without its content script (app/build/index-html/boot-content.ts): only the app can ask. */
async function withoutHtmlContentCall(page: Page) {
  await page.route('**/m/home', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const scripts = html.match(/<script>[\s\S]*?<\/script>/g) ?? [];
    const content = scripts.filter((script) => script.includes(ContentApi.announcements));
    expect(content).toHaveLength(1);
    await route.fulfill({ response, body: html.replace(content[0] ?? '', '') });
  });
}

/** The site status requests the sandbox answered, with the headers they carried. */
const statusCalls = async (sandbox: Sandbox) =>
  (await sandbox.requests()).filter((entry) => entry.path.startsWith(Api.systemStatus));

const localeRequests = (urls: string[], code: string) =>
  urls.filter((url) => new RegExp(`/m/assets/${code}-[\\w-]+\\.json$`).test(url));

test('the stored language is preloaded from the HTML and fetched once', async ({
  page,
  sandbox,
}) => {
  const { urls, unused } = watchLoads(page);
  await page.addInitScript(() => localStorage.setItem('language', 'VI'));
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();
  const preload = page.locator('link[rel="preload"][as="fetch"]');
  await expect(preload).toHaveAttribute('href', /\/m\/assets\/vi-[\w-]+\.json$/);
  expect(localeRequests(urls, 'vi')).toHaveLength(1);
  expect(localeRequests(urls, 'en')).toHaveLength(0);
  expect(unused).toEqual([]);
  // The boot status call says the stored language whether or not its file came first: one call.
  const status = await statusCalls(sandbox);
  expect(status.map((call) => call.headers['language'])).toEqual(['VI']);
});

test('with no stored language, every page preloads the status’s language once it answers', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  let { urls, unused } = watchLoads(page);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // Added by index.html's content script (app/build/index-html/boot-content.ts), not by the app's own fetch.
  const preload = page.locator('link[rel="preload"][as="fetch"]');
  await expect(preload).toHaveAttribute('href', /\/m\/assets\/en-[\w-]+\.json$/);
  expect(localeRequests(urls, 'en')).toHaveLength(1);
  expect(unused).toEqual([]);
  ({ urls, unused } = watchLoads(page));
  await page.goto('/m/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(preload).toHaveAttribute('href', /\/m\/assets\/en-[\w-]+\.json$/);
  expect(localeRequests(urls, 'en')).toHaveLength(1);
  expect(unused).toEqual([]);
});

/** Requests of a page's chunk (`GamePage-<hash>.js`), by name. */
const chunkRequests = (urls: string[], name: string) =>
  urls.filter((url) => new RegExp(`/m/assets/${name}-[\\w-]+\\.js$`).test(url));

/**
 * The page chunks preloaded by index.html's inline script: links that come before the entry
 * script in the head. Vite's own helper appends links for what a dynamic import needs at the end
 * of the head, once the entry runs: those do not count.
 */
const preloadedFromHtml = (page: Page) =>
  page.evaluate(() => {
    const entry = document.querySelector('script[type="module"][src]');
    return Array.from(document.head.querySelectorAll('link'))
      .filter((link) => entry && link.compareDocumentPosition(entry) & 4)
      .filter((link) => link.rel === 'modulepreload' || link.as === 'style')
      .map((link) => new URL(link.href).pathname.replace(/-[\w-]+\.(js|css)$/, '.$1'));
  });

test('the opened page’s chunk and CSS start from the HTML, each fetched once', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const { urls, unused } = watchLoads(page);
  await page.goto('/m/game');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Added by index.html's inline script (app/build/index-html/route-preload.ts) before the entry script ran.
  const preloaded = await preloadedFromHtml(page);
  expect(preloaded).toContain('/m/assets/GamePage.js');
  expect(preloaded).toContain('/m/assets/GamePage.css');
  expect(chunkRequests(urls, 'GamePage')).toHaveLength(1);
  expect(chunkRequests(urls, 'HomePage')).toHaveLength(0);
  expect(unused).toEqual([]);
});

test('the login form’s social sign-in starts from the HTML with the page, fetched once', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const { urls, unused } = watchLoads(page);
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  // Drawn with the form (app/social-slot.tsx): not a round trip after the language and status.
  const preloaded = await preloadedFromHtml(page);
  expect(preloaded).toContain('/m/assets/LoginPage.js');
  expect(preloaded).toContain('/m/assets/SocialLogin.js');
  expect(preloaded).toContain('/m/assets/SocialLogin.css');
  expect(chunkRequests(urls, 'SocialLogin')).toHaveLength(1);
  expect(unused).toEqual([]);
});

test('home preloads its own page only, and an unknown address nothing', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const preloaded = await preloadedFromHtml(page);
  expect(preloaded).toContain('/m/assets/HomePage.js');
  // And the chunk of the content call the page starts when it runs (app/build/index-html/route-preload.ts).
  expect(preloaded).toContain('/m/assets/announcements.js');
  expect(preloaded).not.toContain('/m/assets/GamePage.js');
  await page.goto('/m/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await preloadedFromHtml(page)).toEqual([]);
});

test('the site status is asked from the HTML while the entry script downloads, and only once', async ({
  page,
  sandbox,
}) => {
  // The entry script is held: only index.html's inline script can ask for the status now.
  const release = await holdRequests(page, ENTRY);
  const asked = page.waitForRequest((request) => request.url().includes(Api.systemStatus));
  await page.goto('/m/home', { waitUntil: 'commit' });
  const early = await asked;
  const query = new URL(early.url()).searchParams;
  // Contract §3's query, `track` empty; the app's own call (asked again below, were it to
  // differ) has the same, so the page takes this one.
  expect([...query.keys()]).toEqual(['device', 'track', 'originalDomain', 'url', '_']);
  expect([query.get('device'), query.get('track')]).toEqual(['MOBILE', '']);
  expect(early.headers()['language']).toBe('CN');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await statusCalls(sandbox)).toHaveLength(1);
});

test('the lobby’s lanes are asked from the HTML while the entry script downloads, and only once', async ({
  page,
  sandbox,
}) => {
  // The entry script is held: only index.html's inline script can ask for them now.
  const release = await holdRequests(page, ENTRY);
  const asked = page.waitForRequest((request) => request.url().includes(GameApi.vendorLanes));
  await page.goto('/m/game', { waitUntil: 'commit' });
  const early = await asked;
  expect(new URL(early.url()).searchParams.get('platform')).toBe('MOBILE');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect(page.locator('.game-card').first()).toBeVisible();
  const lanes = (await sandbox.requests()).filter((entry) =>
    entry.path.startsWith(GameApi.vendorLanes),
  );
  expect(lanes).toHaveLength(1);
});

test('the lobby’s first icons are asked from the HTML; its first screen’s at once, at high priority', async ({
  page,
}) => {
  // Chromium's own priority of each request: an icon left to `loading="lazy"` starts Low.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (request.url.includes('/sandbox-games/icons/'))
      priorities.set(new URL(request.url).pathname, request.initialPriority);
  });
  const icons: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sandbox-games/icons/'))
      icons.push(new URL(request.url()).pathname);
  });
  // The entry script is held: only index.html's scripts can ask for an icon now.
  const release = await holdRequests(page, ENTRY);
  const firstIcon = page.waitForRequest(/\/sandbox-games\/icons\//);
  await page.goto('/m/game', { waitUntil: 'commit' });
  await firstIcon;
  await expect.poll(() => icons.length).toBe(4);
  const early = [...icons];
  release();

  const lanes = page.locator('.game-lane');
  await expect(lanes.nth(1).locator('img.game-icon').first()).toBeVisible();
  const srcs = async (lane: number) =>
    (
      await lanes
        .nth(lane)
        .locator('img.game-icon')
        .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname))
    ).slice(0, 4);
  // Those the HTML asked for are the first lane's first four, as the lobby draws them.
  expect(early).toEqual(await srcs(0));
  // The second lane's first (up to) four, not preloaded, come as the lobby draws, at high
  // priority, not once laid out lazily.
  const second = await srcs(1);
  expect(second.length).toBeGreaterThan(1);
  for (const icon of second) {
    await expect.poll(() => priorities.get(icon), icon).toBe('High');
  }
});

test('a stored merchant goes with the early status call; a garbage one never does', async ({
  page,
  sandbox,
}) => {
  const merchant = Demo.merchant;
  await page.goto('/m/icon.svg');
  await page.evaluate((code) => localStorage.setItem('merchant', code), merchant);
  const asked = page.waitForRequest((request) => request.url().includes(Api.systemStatus));
  await page.goto('/m/home');
  expect((await asked).headers()['merchant']).toBe(merchant);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await statusCalls(sandbox)).toHaveLength(1);

  // Too long for a code: the inline script leaves it out, and the app drops it from storage.
  await page.evaluate(() => localStorage.setItem('merchant', 'x'.repeat(3000)));
  const again = page.waitForRequest((request) => request.url().includes(Api.systemStatus));
  await page.reload();
  expect((await again).headers()['merchant']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await statusCalls(sandbox)).toHaveLength(2);
});

test('home asks for its content once, though the entry, the page and the popup host want it', async ({
  page,
  sandbox,
}) => {
  const { urls } = watchLoads(page);
  // The entry starts the call; home's content chunk and then the popup host's (after home's
  // content is drawn) run while its answer is fresh: they must take it, not ask again.
  const popupHost = page.waitForResponse(/\/m\/assets\/AnnouncementHost-[\w-]+\.js$/);
  await page.goto('/m/home');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await popupHost;
  await networkQuiet(page);
  expect(chunkRequests(urls, 'AnnouncementHost')).toHaveLength(1);
  const content = (await sandbox.requests()).filter((entry) =>
    entry.path.startsWith(ContentApi.announcements),
  );
  expect(content).toHaveLength(1);
});

test('home’s content call goes before home’s content chunks or the popup host’s have come', async ({
  page,
  sandbox,
}) => {
  // Both chunks that start the call when they run are held, and the chunk of the lib modules
  // home's content needs: only the page can have asked, with the call's own small chunk (as
  // under a service worker, which skips index.html's own content call).
  await withoutHtmlContentCall(page);
  const release = await holdRequests(
    page,
    /\/m\/assets\/(HomeContent|AnnouncementHost|home-deps)-[\w-]+\.js$/,
  );
  const asked = page.waitForRequest((request) => request.url().includes(ContentApi.announcements));
  await page.goto('/m/home');
  const request = await asked;
  release();
  // With the page's language and the site's merchant, so that the page takes it over.
  expect(await request.headerValue('Language')).toBe('EN');
  expect(await request.headerValue('Merchant')).toBeTruthy();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  const content = (await sandbox.requests()).filter((entry) =>
    entry.path.startsWith(ContentApi.announcements),
  );
  expect(content).toHaveLength(1);
});

test('home’s content chunk is asked for before the language file has come', async ({ page }) => {
  // Boot draws the routes only once the language file is in; home's chunk runs before that.
  const release = await holdRequests(page, /\/m\/assets\/en-[\w-]+\.json$/);
  const chunk = page.waitForRequest(/\/m\/assets\/HomeContent-[\w-]+\.js$/);
  await page.goto('/m/home');
  await chunk;
  release();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
});

test('on a first visit the status’s language file is asked for before anything renders', async ({
  page,
  sandbox,
}) => {
  // No root to render into: only what the entry does before React's first render can ask.
  // Boot's effect would pick the language a render after the status answer (app/main.tsx).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root) return;
      root.id = 'not-rendered';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const file = page.waitForRequest(/\/m\/assets\/en-[\w-]+\.json$/, { timeout: 15_000 });
  await page.goto('/m/home');
  await file;
  await expect(page.locator('#not-rendered')).toBeEmpty();
  expect(await statusCalls(sandbox)).toHaveLength(1);
});

test('home’s content call leaves from the HTML once the status answers, and is taken once', async ({
  page,
  sandbox,
}) => {
  // The entry script is held: only index.html's inline scripts can ask for anything now.
  const release = await holdRequests(page, ENTRY);
  const asked = page.waitForRequest((request) => request.url().includes(ContentApi.announcements));
  const file = page.waitForRequest(/\/m\/assets\/en-[\w-]+\.json$/);
  await page.goto('/m/home', { waitUntil: 'commit' });
  const request = await asked;
  await file;
  // The page's language (the site's first) and the site's merchant: what the app will send.
  expect(await request.headerValue('Language')).toBe('EN');
  expect(await request.headerValue('Merchant')).toBe(Demo.merchant);
  release();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  const content = (await sandbox.requests()).filter((entry) =>
    entry.path.startsWith(ContentApi.announcements),
  );
  expect(content).toHaveLength(1);
  expect(await statusCalls(sandbox)).toHaveLength(1);
});

test('home’s landing attribution comes in the chunk index.html starts, not a file of its own', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const { urls } = watchLoads(page);
  await page.goto('/m/home?affiliateCode=aff7');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('reg_info')))
    .toContain('"affiliateCode":"aff7"');
  // The `announcements` group of vite.config.ts holds domains/attribution/landing.ts.
  expect(chunkRequests(urls, 'landing')).toEqual([]);
  expect(chunkRequests(urls, 'announcements')).toHaveLength(1);
});

test('an opened page draws with the header, never after the routes’ spinner; the content call goes once', async ({
  page,
  sandbox,
}) => {
  // Whether the routes' spinner was ever drawn, however briefly.
  await page.addInitScript(() => {
    const flag = document.createElement('meta');
    new MutationObserver(() => {
      if (document.querySelector('#main .spinner-wrap')) flag.name = 'spinner-seen';
    }).observe(document, { childList: true, subtree: true });
    addEventListener('DOMContentLoaded', () => document.head.append(flag));
  });
  for (const [path, chunk, title] of [
    ['/m/login', 'LoginPage', 'Log in'],
    ['/m/game', 'GamePage', 'Games'],
  ] as const) {
    const before = await contentCalls(sandbox);
    const { urls } = watchLoads(page);
    // The status is held until the page's chunk (index.html preloads it) is in and has run: the
    // first draw of the routes then has it, as on a phone, where the status comes after it.
    const status = (request: { url: () => string }) => request.url().includes(Api.systemStatus);
    const release = await holdRequests(page, new RegExp(Api.systemStatus));
    const loaded = page.waitForResponse(new RegExp(`/m/assets/${chunk}-[\\w-]+\\.js$`));
    await page.goto(path);
    await loaded;
    await networkQuiet(page, status);
    release();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await networkQuiet(page);
    await page.unroute(new RegExp(Api.systemStatus));
    await expect(page.locator('meta[name="spinner-seen"]'), path).toHaveCount(0);
    // index.html asked for the content (app/build/index-html/boot-content.ts), before the popup host was even
    // asked for; the host took that answer.
    expect(await contentCalls(sandbox), path).toBe(before + 1);
    const asked = urls.findIndex((url) => url.includes(ContentApi.announcements));
    expect(asked, path).toBeGreaterThan(-1);
    expect(asked, path).toBeLessThan(urls.findIndex((url) => /AnnouncementHost-/.test(url)));
  }
});

test('when the page’s chunk comes after the status and the language, the shell stays until it is in', async ({
  page,
}) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('#main .spinner-wrap'))
        document.documentElement.dataset.spun = '1';
    }).observe(document, { childList: true, subtree: true });
  });
  // As on an HTTP/1.1 phone, where /m/login's page comes in 20 files: here its own chunk, last.
  const chunk = /\/m\/assets\/LoginPage-[\w-]+\.js$/;
  const release = await holdRequests(page, chunk);
  const status = page.waitForResponse((response) => response.url().includes(Api.systemStatus));
  await page.goto('/m/login');
  await status;
  await networkQuiet(page, (request) => chunk.test(request.url()));
  // Everything else is in (the language too): the prerendered shell is still what shows.
  await expect(page.locator('#shell')).toBeAttached();
  await expect(page.locator('#main')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('#shell')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.dataset.spun ?? null)).toBeNull();
});

const contentCalls = async (sandbox: Sandbox) =>
  (await sandbox.requests()).filter((entry) => entry.path.startsWith(ContentApi.announcements))
    .length;

test('the inline scripts share nothing but their __wps globals: no `var` of one reaches another', async ({
  page,
}) => {
  await page.goto('/m/game');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  // The names their `var`s use (the theme, the shell, boot-call, boot-content, the preloads).
  const leaked = await page.evaluate(() =>
    ['a', 'c', 'd', 'e', 'f', 'g', 'h', 'k', 'l', 'm', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w']
      .concat(['again', 'banner', 'go', 'home', 'icons', 'preload', 'show'])
      .filter((name) => Object.prototype.hasOwnProperty.call(window, name)),
  );
  expect(leaked).toEqual([]);
});
