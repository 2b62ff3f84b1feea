/** Home banner carousel (spec §2): a manual swipe moves the counter and autoplay on from there. */
import { pauseSoon } from '../support/clock';
import { expect, test } from '../support/fixtures';

test('after a manual swipe the counter is right and autoplay continues from the new slide', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.clock.install();
  await page.goto('/m/home');
  const counter = page.locator('.banner-carousel [aria-live]');
  await expect(counter).toHaveText(/^\d \/ 3$/);
  // Stop the clock; autoplay may already have moved once on a slow machine, so start from
  // whichever slide is shown and swipe to a neighbour (forward, or back from the last).
  await pauseSoon(page);
  const shown = Number((await counter.textContent())?.split(' / ')[0]);
  const swiped = shown < 3 ? shown + 1 : shown - 1;
  const slides = page.locator('.banner-slide');
  await expect(slides.nth(shown - 1)).toBeInViewport({ ratio: 0.9 });
  await slides.nth(shown - 1).hover();
  await page.mouse.wheel(shown < 3 ? 400 : -400, 0); // a swipe; scroll snap settles it
  await expect(slides.nth(swiped - 1)).toBeInViewport({ ratio: 0.9 });
  await expect(counter).toHaveText(`${swiped} / 3`);

  // The swipe restarts the 5 s: nothing moves 4 s later, the following banner comes at 5 s.
  await page.clock.runFor(4000);
  await expect(counter).toHaveText(`${swiped} / 3`);
  await page.clock.runFor(1000);
  const next = (swiped % 3) + 1;
  await expect(counter).toHaveText(`${next} / 3`);
  await expect(slides.nth(next - 1)).toBeInViewport({ ratio: 0.9 });
});
