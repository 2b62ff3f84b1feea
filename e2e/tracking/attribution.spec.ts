import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/src/start.ts';
import { expect, test, type Sandbox } from '../support/fixtures';
import { networkQuiet } from '../support/network-quiet';

/** The image CDN is another origin of the operator's (here: another port of localhost). */
async function imageCdnElsewhere(sandbox: Sandbox) {
  const dir = mkdtempSync(join(tmpdir(), 'wps-cdn-'));
  const server = await startSandbox({ dbFile: join(dir, 'cdn.sqlite') });
  await sandbox.patchMerchant({ status: { imageCDNs: [`${server.url}/cdn`] } });
  return {
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('an affiliate landing is kept in reg_info and its parameters survive navigation', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home?r=ref42&affiliateCode=aff7&fbclid=click9');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // The landing is recorded once home's content is on screen (main.tsx), after the heading.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('reg_info') ?? 'null')))
    .toEqual({
      affiliateCode: 'aff7',
      referralCode: 'ref42',
      originalDomain: 'localhost',
    });
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
  const cdn = await imageCdnElsewhere(sandbox);
  // The login form, which sends the id, aligns it with the CDN's.
  await page.goto('/m/login');
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
  await cdn.close();
});

test('browsing home never loads the CDN device page; the registration form does, once per page life', async ({
  page,
  sandbox,
}) => {
  const cdn = await imageCdnElsewhere(sandbox);
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('device.html')) seen.push(url);
  });
  await page.clock.install();
  const tracking = page.waitForRequest(/\/track-[\w-]+\.js/);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // The after-paint hosts start the tracking chunk in the effects where the device sync was
  // started before; 5 s more is past its idle deadline (3 s).
  await tracking;
  await page.clock.runFor(5_000);
  // A sync started then would have asked for its chunk, then the page: the network goes quiet
  // only after both.
  await networkQuiet(page);
  expect(seen).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect.poll(() => seen.length).toBe(1);
  // Once per page life: the login form that follows does not load it again.
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.clock.runFor(5_000);
  await networkQuiet(page);
  expect(seen).toHaveLength(1);
  await cdn.close();
});

test('an affiliate subdomain becomes the affiliate code', async ({ page, sandbox }) => {
  await page.goto(`${sandbox.url.replace('localhost', 'agent7.localhost')}/m/home?r=ref5`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('reg_info') ?? 'null')))
    .toEqual({
      affiliateCode: 'agent7',
      referralCode: 'ref5',
      originalDomain: 'agent7.localhost',
    });
});
