import { GameApi } from '@wps/contract/games';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

/** The launch call's own limit (app/src/lib/api/timeouts.ts, spec §9). */
const LAUNCH_TIMEOUT_MS = 10_000;

test('the lobby shows lanes by category with counts, vendors and icons, and filters them', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/game');
  const slots = page.getByRole('region', { name: 'Slots' });
  await expect(slots).toContainText('6 games');
  await expect(slots).toContainText('PG Soft · JILI · Pragmatic Play');
  await expect(slots.getByRole('button', { name: 'Fortune Tiger', exact: true })).toBeVisible();
  // Icons are served by the sandbox and load at their fixed size.
  const icon = slots.locator('img').first();
  await expect(icon).toHaveAttribute('width', '88');
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  // Category tab: only that lane.
  await page.getByRole('tab', { name: 'Live Casino' }).click();
  await expect(page.getByRole('region')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Live Casino' })).toBeVisible();

  // Vendor filter: back on all, E-Lottery keeps the lottery games it yields (ELOTTO, SEA_LOTT).
  await page.getByRole('tab', { name: 'All' }).click();
  await page
    .getByRole('group', { name: 'Game providers' })
    .getByRole('button', { name: 'E-Lottery' })
    .click();
  const lottery = page.getByRole('region', { name: 'Lottery' });
  await expect(page.getByRole('region')).toHaveCount(1);
  await expect(lottery.getByRole('listitem')).toHaveCount(2);

  // Search over game names, across lanes.
  await page.getByRole('button', { name: 'All providers' }).click();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('fishing');
  await expect(page.getByRole('region')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Fishing' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('zzz');
  await expect(page.getByText('No games match your search.')).toBeVisible();
});

test('a failed icon shows its fallback; the lanes refetch on refresh and on a language switch', async ({
  page,
  sandbox,
}) => {
  await sandbox.setFaults([{ path: '/sandbox-games/icons/pg-fortune-tiger.png', status: 404 }]);
  await page.goto('/m/game');
  const card = page.getByRole('button', { name: 'Fortune Tiger', exact: true });
  await expect(card.locator('.game-icon-fallback')).toHaveText('F');

  const laneCalls = async () =>
    (await sandbox.requests()).filter((r) => r.path === GameApi.vendorLanes).length;
  expect(await laneCalls()).toBe(1);
  await page.getByRole('button', { name: 'Refresh games' }).click();
  await expect.poll(laneCalls).toBe(2);
  // Pull to refresh: a touch dragged 80 px down from the top of the page.
  await page.evaluate(() => {
    const touch = (y: number) => new Touch({ identifier: 1, target: document.body, clientY: y });
    window.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(100)] }));
    window.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(190)] }));
  });
  await expect.poll(laneCalls).toBe(3);

  await page.getByRole('button', { name: 'Language' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Tiếng Việt/ })
    .click();
  await expect(page.getByRole('region', { name: 'Nổ hũ' })).toBeVisible();
});

test('a guest taps a game, logs in, and the game opens in the frame; back returns to the lobby', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/game');
  await page.getByRole('button', { name: 'Fortune Tiger', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=/);
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  const frame = page.getByRole('dialog', { name: 'Fortune Tiger' });
  await expect(frame).toBeVisible();
  await expect(page).toHaveURL(/\/m\/game$/);
  const iframe = frame.locator('iframe');
  await expect(iframe).toHaveAttribute('title', 'Fortune Tiger');
  await expect(iframe).toHaveAttribute('allow', 'fullscreen; autoplay');
  await expect(iframe).toHaveAttribute('referrerpolicy', 'strict-origin');
  const sandboxAttr = (await iframe.getAttribute('sandbox')) ?? '';
  expect(sandboxAttr).toContain('allow-scripts');
  expect(sandboxAttr).not.toContain('top-navigation');
  // The game is on the other loopback origin, and its URL carries no session token.
  const src = (await iframe.getAttribute('src')) ?? '';
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string,
  );
  expect(new URL(src).origin).not.toBe(new URL(page.url()).origin);
  expect(src).not.toContain(token);
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'Fortune Tiger' }),
  ).toBeVisible();
  await expect(page.frameLocator('iframe').getByText('Real play')).toBeVisible();

  // The app behind the frame is inert: focus and screen readers stay in the frame.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  // Turned to landscape, the game keeps the screen: a slim bar, the frame below it.
  await page.setViewportSize({ width: 800, height: 360 });
  const view = await iframe.boundingBox();
  expect(view?.width).toBe(800);
  expect(view?.height).toBeGreaterThan(300);
  await page.setViewportSize({ width: 360, height: 800 });

  await frame.getByRole('button', { name: 'Back' }).click();
  await expect(frame).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fortune Tiger', exact: true })).toBeVisible();
});

test('the launch is authorized with GAMELO3 and the language; the game can close its frame', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await page.goto('/m/game');
  await page.getByRole('button', { name: 'Super Ace', exact: true }).click();
  const frame = page.getByRole('dialog', { name: 'Super Ace' });
  await expect(frame).toBeVisible();
  const launch = (await sandbox.requests()).find((r) => r.path === GameApi.launchGame) as
    { headers: Record<string, string>; query: Record<string, string> } | undefined;
  expect(launch?.headers.authorization).toBeTruthy();
  expect(launch?.headers.moduleid).toBe('GAMELO3');
  // No language chosen by the player: the game-launch default, VI.
  expect(launch?.query).toMatchObject({
    vendor: 'JILI',
    gameId: 'jili-super-ace',
    language: 'VI',
    device: 'MOBILE',
  });

  // The game's own "back to lobby" message (from its origin) closes the frame.
  await page.frameLocator('iframe').getByRole('button', { name: 'Back to lobby' }).click();
  await expect(frame).toBeHidden();
  // Browser back after a reopen closes the frame too.
  await page.getByRole('button', { name: 'Super Ace', exact: true }).click();
  await expect(frame).toBeVisible();
  await page.goBack();
  await expect(frame).toBeHidden();
  await expect(page).toHaveURL(/\/m\/game$/);
});

test('a trial game opens without login', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/game');
  await page.getByRole('button', { name: 'Try Mahjong Ways for free' }).click();
  const frame = page.getByRole('dialog', { name: 'Mahjong Ways' });
  await expect(frame).toBeVisible();
  await expect(page.frameLocator('iframe').getByText('Trial play')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/game$/);
  // Back returns focus to the button that opened the game.
  await frame.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Try Mahjong Ways for free' })).toBeFocused();
  // Games without trial play offer no Try button.
  await expect(page.getByRole('button', { name: 'Try Super Ace for free' })).toHaveCount(0);
});

test('a server error on launch shows its message and leaves the player in the lobby', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/game');
  await page.getByRole('button', { name: 'Crazy 777', exact: true }).click();
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Crazy 777 is under maintenance');
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a launch that times out shows a message and keeps the lobby usable', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  // The 10 s limit runs on the fake clock: installed before the page schedules any timer.
  await page.clock.install();
  await sandbox.setFaults([{ path: GameApi.launchGame, delayMs: 12_000, times: 1 }]);
  await page.goto('/m/game');
  const launched = page.waitForRequest((r) => new URL(r.url()).pathname === GameApi.launchGame);
  await page.getByRole('button', { name: 'Super Ace', exact: true }).click();
  // The call's timer is set just before its fetch: once the request is sent, it exists.
  await launched;
  await page.clock.runFor(LAUNCH_TIMEOUT_MS + 1);
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('took too long');
  await notice.getByRole('button').first().click();
  await expect(notice).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(0);
  // The lobby still works: the next launch opens the game, once the first has let the card go.
  const card = page.getByRole('button', { name: 'Super Ace', exact: true });
  await expect(card).not.toHaveAttribute('aria-busy');
  await card.click();
  await expect(page.getByRole('dialog', { name: 'Super Ace' })).toBeVisible();
});

test("the launch carries the player's chosen language", async ({ page, sandbox }) => {
  await signIn(page);
  await page.goto('/m/game');
  await page.getByRole('button', { name: 'Language' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /English/ })
    .click();
  await page.getByRole('button', { name: 'Sweet Bonanza', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sweet Bonanza' })).toBeVisible();
  const launch = (await sandbox.requests()).find(
    (r) => r.path === GameApi.launchGame,
  ) as unknown as {
    query: Record<string, string>;
  };
  expect(launch.query.language).toBe('EN');
  await expect(page.frameLocator('iframe').locator('#lang')).toHaveText('EN');
});
