/**
 * The app under the production page policy itself, as deploy/ renders it for a site: no
 * loopback stand-in origin added (the other nginx specs add the sandbox's, as the sandbox does).
 * The pages below load nothing from the stand-ins' other loopback names, so any violation here
 * is one a production site would have; the fixtures fail the test on it.
 */
import { expect, logIn, test } from '../support/nginx/nginx-fixtures.ts';

const tag = '@nginx';
test.use({ nginxSite: { standIns: [] } });

test('boot, login and the member pages run under it', { tag }, async ({ page, sandbox }) => {
  void sandbox;
  const response = await page.goto('/m/home');
  expect(response?.headers()['content-security-policy']).not.toMatch(/localhost|127\.0\.0\.1/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByTestId('marquee')).toContainText('GCash deposits');
  await logIn(page);
  await page.goto('/m/member');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
