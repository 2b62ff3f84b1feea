import type { Locator, Page } from '@playwright/test';
import { pauseSoon } from '../support/clock';
import { expect, logIn, test } from '../support/fixtures';
import { signInHome } from '../support/in-app';

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not laid out');
  return rect;
};

/** Records the mini-game script URLs the page fetches. */
function scriptRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/mini-game/')) seen.push(url);
  });
  return seen;
}

/** Drags the mini-game's button by (dx, dy) with the mouse, in small steps. */
async function dragBy(page: Page, toggle: Locator, dx: number, dy: number) {
  const start = await box(toggle);
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

test('LOTTMINIGAME3: hidden for guests, shown after login; a drag is not a click, a double tap is one', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { whitelabelVal: { LOTTMINIGAME3: true } } });
  // The 250 ms click debounce reads Date.now(): the test decides how much time passes. The
  // clock stays paused to the end: pointer input after clock.resume() can stall Chromium's
  // input acknowledgement (seen as a mouse.move that never returns), so the drags to the
  // window's edges and the logout are a test of their own, without a fake clock.
  await page.clock.install();
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('mini-game')).toHaveCount(0);

  await logIn(page);
  const mini = page.getByTestId('mini-game');
  await expect(mini).toHaveAttribute('data-variant', 'v1');
  const toggle = mini.getByRole('button', { name: 'Mini game' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // A drag moves it and is not a click.
  const before = await box(toggle);
  await dragBy(page, toggle, -120, -200);
  const after = await box(toggle);
  expect(after.x).toBeCloseTo(before.x - 120, 0);
  expect(after.y).toBeCloseTo(before.y - 200, 0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // A double tap is one click: the second, within 250 ms, is ignored. It opens the panel the
  // script draws into. Time stands still for the taps, so a busy machine cannot spread them
  // past the debounce.
  await pauseSoon(page);
  await toggle.dblclick();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(mini.getByRole('region', { name: 'Mini Lotto' })).toContainText('Quick draw');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Once the 250 ms debounce has passed a click counts again.
  await page.clock.runFor(251);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('LOTTMINIGAME3: the mini-game stays inside the window, loads its script once, and goes on logout', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { whitelabelVal: { LOTTMINIGAME3: true } } });
  const scripts = scriptRequests(page);
  await signInHome(page);
  const mini = page.getByTestId('mini-game');
  const toggle = mini.getByRole('button', { name: 'Mini game' });
  await expect(toggle).toBeVisible();

  // Dragged far off screen it stays 2% of the width (7.2 px at 360) inside the window.
  await dragBy(page, toggle, -1000, -1000);
  const corner = await box(mini);
  expect(corner.x).toBeCloseTo(7.2, 0);
  expect(corner.y).toBeCloseTo(7.2, 0);
  await dragBy(page, toggle, 1000, 2000);
  const far = await box(mini);
  expect(far.x + far.width).toBeCloseTo(360 - 7.2, 0);
  expect(far.y + far.height).toBeCloseTo(800 - 7.2, 0);
  // Opened and closed again, it draws into the same script.
  await toggle.click();
  await expect(mini.getByRole('region', { name: 'Mini Lotto' })).toContainText('Quick draw');

  // The script was fetched once, with ?_t=, however often the container moved or opened.
  expect(scripts.map((url) => url.pathname)).toEqual(['/mini-game/v1/minigame.js']);
  expect(scripts[0]?.searchParams.get('_t')).toMatch(/^\d+$/);

  // A new document loads it again, once.
  await page.goto('/m/member/home');
  await expect(toggle).toBeVisible();
  await expect.poll(() => scripts.length).toBe(2);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('mini-game')).toHaveCount(0);

  // Logged in again in the same document (no reload), the mini-game mounts anew: the script
  // this document loaded serves it, and nothing is fetched again.
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.getByTestId('mini-game').getByRole('button', { name: 'Mini game' }).click();
  await expect(
    page.getByTestId('mini-game').getByRole('region', { name: 'Mini Lotto' }),
  ).toContainText('Quick draw');
  expect(scripts.length).toBe(2);
});

test('the layout check pulls the mini-game back inside a narrowed window every 250 ms', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { whitelabelVal: { LOTTMINIGAME3: true } } });
  // Installed before the page starts the check's interval; paused once the game is placed.
  await page.clock.install();
  await signInHome(page);
  const mini = page.getByTestId('mini-game');
  await expect(mini.getByRole('button', { name: 'Mini game' })).toBeVisible();
  await pauseSoon(page, 0);
  const viewport = page.viewportSize() ?? { width: 360, height: 800 };
  const inside = async () => {
    const rect = await box(mini);
    return rect.x + rect.width <= (page.viewportSize()?.width ?? 0);
  };
  expect(await inside()).toBe(true);
  // No resize listener: only the periodic check sees the narrower window. Step 10 ms at a time
  // until it pulls the box in, which must happen within one period.
  await page.setViewportSize({ width: viewport.width - 100, height: viewport.height });
  expect(await inside()).toBe(false);
  let waited = 0;
  while (!(await inside())) {
    expect(waited, 'pulled back within 250 ms').toBeLessThan(250);
    await page.clock.runFor(10);
    waited += 10;
  }
  // Just after a check: narrowed again, the next check comes 250 ms after that one.
  await page.setViewportSize({ width: viewport.width - 200, height: viewport.height });
  await page.clock.runFor(230);
  expect(await inside()).toBe(false);
  await page.clock.runFor(30);
  await expect.poll(inside).toBe(true);
});

test('the mini-game moves by keyboard and by a single tap (WCAG 2.5.7)', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { whitelabelVal: { LOTTMINIGAME3: true } } });
  await signInHome(page);
  const mini = page.getByTestId('mini-game');
  const toggle = mini.getByRole('button', { name: 'Mini game' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAccessibleDescription('Use the arrow keys to move it.');
  const start = await box(toggle);
  await toggle.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  const moved = await box(toggle);
  expect(moved.y).toBeCloseTo(start.y - 24, 0);
  expect(moved.x).toBeCloseTo(start.x - 24, 0);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const side = (await box(mini)).x;
  await mini.getByRole('button', { name: 'Move to the other side' }).click();
  await expect.poll(async () => (await box(mini)).x).toBeLessThan(side);
  await expect.poll(async () => (await box(mini)).x).toBeCloseTo(7.2, 0);
});

test('SEALOTTMINIGAME3 loads the s1 script and does not drag', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ status: { whitelabelVal: { SEALOTTMINIGAME3: true } } });
  const scripts = scriptRequests(page);
  await signInHome(page);
  const mini = page.getByTestId('mini-game');
  await expect(mini).toHaveAttribute('data-variant', 's1');
  const toggle = mini.getByRole('button', { name: 'Mini game' });
  await expect(toggle).toBeVisible();
  const before = await box(toggle);
  await dragBy(page, toggle, -150, -150);
  expect(await box(toggle)).toEqual(before);
  await expect(mini.getByRole('button', { name: 'Move to the other side' })).toHaveCount(0);
  await toggle.click();
  await expect(mini.getByRole('region', { name: 'SEA Quick Lotto' })).toBeVisible();
  expect(scripts.map((url) => url.pathname)).toEqual(['/mini-game/s1/minigame.js']);
});
