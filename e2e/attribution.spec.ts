import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../sandbox/src/start.ts';
import { expect, test } from './support/fixtures';

test('an affiliate landing is kept in reg_info and its parameters survive navigation', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home?r=ref42&affiliateCode=aff7&fbclid=click9');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('reg_info') ?? 'null'))).toEqual(
    {
      affiliateCode: 'aff7',
      referralCode: 'ref42',
      originalDomain: 'localhost',
    },
  );
  const cookies = await page.context().cookies();
  const fbc = cookies.find((c) => c.name === '_fbc');
  expect(fbc?.value).toMatch(/^fb\.1\.\d+\.click9$/);
  expect(cookies.find((c) => c.name === '_fbp')?.value).toMatch(/^fb\.1\.\d+\.\d{10}$/);
  const ninetyDays = Date.now() / 1000 + 89 * 86_400;
  expect(fbc!.expires).toBeGreaterThan(ninetyDays);

  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/m\/register\?affiliateCode=aff7&r=ref42&fbclid=click9$/);
});

test('the device id is 36 characters, kept in storage and a 365-day cookie, and follows the image CDN', async ({
  page,
  sandbox,
}) => {
  // The image CDN is another origin of the operator's (here: another port of localhost).
  const dir = mkdtempSync(join(tmpdir(), 'wps-cdn-'));
  const cdnServer = await startSandbox({ dbFile: join(dir, 'cdn.sqlite') });
  await sandbox.patchMerchant({ status: { imageCDNs: [`${cdnServer.url}/cdn`] } });
  await page.goto('/m/home');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('deviceId')))
    .toMatch(/^[0-9a-f-]{36}$/);
  const first = await page.evaluate(() => localStorage.getItem('deviceId'));
  const cookie = (await page.context().cookies()).find((c) => c.name === 'deviceId');
  expect(cookie?.value).toBe(first);
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
  expect(cookie?.sameSite).toBe('Lax');

  // Another id on this domain: the CDN still knows the first one, and the app adopts it.
  await page.evaluate(() =>
    localStorage.setItem('deviceId', 'cccccccc-cccc-cccc-cccc-cccccccccccc'),
  );
  await page.context().clearCookies({ name: 'deviceId' });
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('deviceId'))).toBe(first);
  await cdnServer.close();
  rmSync(dir, { recursive: true, force: true });
});

test('an affiliate subdomain becomes the affiliate code', async ({ page, sandbox }) => {
  await page.goto(`${sandbox.url.replace('localhost', 'agent7.localhost')}/m/home?r=ref5`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('reg_info') ?? 'null'))).toEqual(
    {
      affiliateCode: 'agent7',
      referralCode: 'ref5',
      originalDomain: 'agent7.localhost',
    },
  );
});
