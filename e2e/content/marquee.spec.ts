/** The marquee (spec §2, §9; design.md motion): it runs, enters where reading starts, and stands
 * still for players who prefer reduced motion. */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const trackX = async (page: Page) => (await page.getByTestId('marquee').boundingBox())!.x;

/** Waits (polling, no fixed sleep) until the track has moved more than 5 px; returns the shift. */
async function movement(page: Page) {
  await expect(page.getByTestId('marquee')).toContainText('GCash');
  const before = await trackX(page);
  let shift = 0;
  await expect
    .poll(async () => {
      shift = (await trackX(page)) - before;
      return Math.abs(shift);
    })
    .toBeGreaterThan(5);
  return shift;
}

/** The running CSS animations of the marquee's track (none when motion is reduced). */
const trackAnimations = (page: Page) =>
  page
    .getByTestId('marquee')
    .evaluate(
      (el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
    );

test('the text moves right to left in English', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/home');
  expect(await movement(page)).toBeLessThan(-5);
});

test('the text moves left to right in Urdu', async ({ page, sandbox }) => {
  void sandbox;
  await page.addInitScript(() => localStorage.setItem('language', 'UR'));
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await movement(page)).toBeGreaterThan(5);
});

test('it stands still with reduced motion', async ({ page, sandbox }) => {
  void sandbox;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  await expect(page.getByTestId('marquee')).toContainText('GCash');
  expect(await trackAnimations(page)).toBe(0);
  await expect(page.getByTestId('marquee')).toBeInViewport();
});

test('turning the phone measures the line again: the text still enters from the edge', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  // The track's box: the text enters from its edge, so the start is the box's width.
  const box = page.getByTestId('marquee').locator('..');
  const entry = () =>
    box.evaluate((el) => ({
      from: el.style.getPropertyValue('--marquee-from'),
      width: `${el.clientWidth}px`,
    }));
  await expect.poll(async () => (await entry()).from).not.toBe('');
  const upright = await entry();
  expect(upright.from).toBe(upright.width);
  await page.setViewportSize({ width: 800, height: 360 });
  await expect.poll(async () => (await entry()).width).not.toBe(upright.width);
  await expect.poll(async () => (await entry()).from).toBe((await entry()).width);
});
