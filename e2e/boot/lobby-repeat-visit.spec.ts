/**
 * A player coming back to the lobby: index.html asks for its lanes beside the status (the
 * merchant is stored) and preloads the icons the last visit drew first, before the status has
 * answered (app/first-paint/boot-call-script.ts, lcp-preload-script.ts); the app then takes
 * those answers: one lanes call to the server, one request per icon.
 */
import type { Page } from '@playwright/test';
import { GameApi } from '@wps/contract/games';
import { Api } from '@wps/contract/paths';
import { expect, test, type Sandbox } from '../support/fixtures';
import { holdRequests as hold } from '../support/hold-assets';

const ICON = '/sandbox-games/icons/';

const laneCalls = async (sandbox: Sandbox) =>
  (await sandbox.requests()).filter((entry) => entry.path.startsWith(GameApi.vendorLanes));

/** The first lane's first icons as the lobby draws them. */
const firstLaneIcons = (page: Page) =>
  page
    .locator('.game-lane')
    .first()
    .locator('img.game-icon')
    .evaluateAll((imgs) =>
      imgs.slice(0, 4).map((img) => new URL((img as HTMLImageElement).src).pathname),
    );

test('coming back: the lanes and the remembered first icons are asked while the status is held', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/game');
  await expect(page.locator('.game-lane').first().locator('img.game-icon').first()).toBeVisible();
  const drawn = await firstLaneIcons(page);
  expect(drawn).toHaveLength(4);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('lobby_icons') ?? 'null')))
    .toEqual(drawn);
  const lanesBefore = (await laneCalls(sandbox)).length;

  const icons: string[] = [];
  let lanesAsked = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(ICON)) icons.push(pathname);
    if (pathname.startsWith(GameApi.vendorLanes)) lanesAsked++;
  });
  // The status and the lanes are held: only the remembered list can name an icon now, and
  // only index.html's scripts can have asked for the lanes.
  const escape = (path: string) => path.replaceAll('/', '\\/');
  const release = await hold(
    page,
    new RegExp(`(${escape(Api.systemStatus)}|${escape(GameApi.vendorLanes)})\\?`),
  );
  const statusAsked = page.waitForRequest((request) => request.url().includes(Api.systemStatus));
  await page.goto('/m/game', { waitUntil: 'commit' });
  await statusAsked;
  await expect.poll(() => icons.length).toBe(4);
  expect(icons).toEqual(drawn);
  await expect.poll(() => lanesAsked).toBe(1);
  expect(await page.locator('.game-lane').count(), 'nothing drawn before the status').toBe(0);
  release();

  await expect(page.locator('.game-lane').first().locator('img.game-icon').first()).toBeVisible();
  expect(await firstLaneIcons(page)).toEqual(drawn);
  await expect(page.locator('.game-lane').first().locator('img.game-icon').nth(3)).toHaveJSProperty(
    'complete',
    true,
  );
  // The app took the early answers: one lanes call, one request per icon.
  expect((await laneCalls(sandbox)).length - lanesBefore).toBe(1);
  expect(lanesAsked).toBe(1);
  expect(icons.slice(0, 4)).toEqual(drawn);
  expect(icons.filter((icon) => drawn.includes(icon))).toHaveLength(4);
});

test('coming back in another language than the one the lanes went in: asked again, drawn right', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/game');
  await expect(page.locator('.game-lane').first()).toBeVisible();
  // The choice stored is one the site does not offer: the early call goes in it, the status
  // then names the site's own, and the lanes are asked again in that one.
  await page.evaluate(() => localStorage.setItem('language', 'KO'));
  const lanesBefore = (await laneCalls(sandbox)).length;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(GameApi.vendorLanes)) sent.push(request.headers()['language'] ?? '');
  });
  await sandbox.patchMerchant({ status: { languages: ['EN', 'TH'] } });
  await page.reload();
  await expect(page.locator('.game-lane').first().locator('img.game-icon').first()).toBeVisible();
  expect(sent[0]).toBe('KO');
  expect(sent.slice(1)).toEqual(['EN']);
  expect((await laneCalls(sandbox)).length - lanesBefore).toBe(2);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
