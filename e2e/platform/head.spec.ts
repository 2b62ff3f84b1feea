import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

const robots = (page: Page) => page.locator('meta[name="robots"]');

test('robots noindex follows the host, path-set and depth rules', async ({ page, sandbox }) => {
  // Indexable: localhost counts as a www host, /m/home is in the set, two levels deep.
  await page.goto('/m/home');
  await expect(page).toHaveTitle('Home | Lottery & Games');
  await expect(robots(page)).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${sandbox.url}/m/home`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Play lottery/);

  // Path rule: /m/login is outside the home, help, activity, register and news set.
  await page.goto('/m/login');
  await expect(robots(page)).toHaveAttribute('content', 'noindex');

  // Back in the set, the tag goes away again.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await expect(page).toHaveTitle('Promotions | Lottery & Games');
  await expect(robots(page)).toHaveCount(0);

  // Depth rule: /m/member/home is three levels deep.
  await signIn(page);
  await page.goto('/m/member/home');
  await expect(robots(page)).toHaveAttribute('content', 'noindex');
});

test('robots noindex on a host that does not start with www', async ({ page, sandbox }) => {
  await page.goto(sandbox.url.replace('localhost', '127.0.0.1') + '/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(robots(page)).toHaveAttribute('content', 'noindex');
});

test('the manifest link follows desktop_app_feature', async ({ page, sandbox }) => {
  await page.goto('/m/home');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', /^data:application\/manifest\+json,/);
  const href = (await link.getAttribute('href')) ?? '';
  const manifest = JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1)));
  expect(manifest).toMatchObject({
    name: 'Demo Lottery',
    display: 'standalone',
    orientation: 'portrait',
    scope: `${sandbox.url}/m/`,
    start_url: `${sandbox.url}/m/home?utm_source=homescreen`,
    theme_color: '#ffffff',
  });
  expect(manifest.icons).toHaveLength(4);

  await sandbox.patchMerchant({ status: { manifest: { desktop_app_feature: 1 } } });
  await page.reload();
  await expect(link).toHaveAttribute(
    'href',
    /^\/wps\/system\/manifest\.json\?merchantCode=demo&v=\d+$/,
  );
  const served = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(await served.json()).toMatchObject({
    start_url: '/m/home?utm_source=homescreen',
    display: 'standalone',
  });
});
