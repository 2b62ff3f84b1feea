/**
 * A repeat visit with a warm worker (row B14.W7): the first paint needs nothing from the
 * network. Every request that leaves the browser is held until the page has painted its home
 * page: the shell and code come from the precache and the site status from storage. None of
 * the held requests is shell or code (those never go to the network on a repeat visit), and
 * the status is asked again, after the paint. The bench's warm-worker unit
 * (bench/warm-worker.ts) counts the same by timing; holding makes it a test a busy machine
 * cannot bend, where a paint timestamp can lag behind the requests the app sends after it.
 */
import { expect, test } from '../support/fixtures';
import { loadControlled } from '../support/pwa';

test.describe.configure({ timeout: 90_000 });

test('a repeat visit under a warm worker paints with every network request held', async ({
  page,
  context,
  sandbox,
}) => {
  void sandbox;
  await loadControlled(page, '/m/home');
  const held: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/*', async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    // The page may have gone by then (the test's end): nothing left to answer.
    await route.continue().catch(() => undefined);
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const painted = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint')[0]) resolve(true);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  expect(painted).toBe(true);
  // Painted with nothing answered by the network; what waited was never shell or code.
  const code = held.filter((path) => /^\/m\/(?!.*\.(png|svg|webp)$)/.test(path));
  expect(code).toEqual([]);
  await expect.poll(() => held).toContain('/wps/system/status');
  release();
});
