import { expect, test } from '../support/fixtures';

/** The Merchant header of each site-status call, in order ('' when none was sent). */
async function statusMerchants(sandbox: {
  requests(): Promise<{ path: string; headers: Record<string, string> }[]>;
}) {
  return (await sandbox.requests())
    .filter((r) => r.path === '/wps/system/status')
    .map((r) => r.headers.merchant ?? '');
}

test('the merchant of the status is kept, and the next visit sends it', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('merchant'))).toBe('demo');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect.poll(() => statusMerchants(sandbox)).toEqual(['', 'demo']);
});

test('a stored merchant the server does not know is dropped and the site loads', async ({
  page,
  sandbox,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('planted')) {
      sessionStorage.setItem('planted', '1');
      localStorage.setItem('merchant', 'no-such-merchant');
    }
  });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => statusMerchants(sandbox)).toEqual(['no-such-merchant', '']);
  expect(await page.evaluate(() => localStorage.getItem('merchant'))).toBe('demo');
  expect(errors).toEqual([]);
});
