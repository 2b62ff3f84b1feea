/**
 * The demo site as `npm start` shows it: seeded with the Malta safer-gambling preset, so its
 * 18+ footer and the way to the tools are on every route of spec §2 without a control-API
 * patch. The seeded `plain` site stays the spec's product, with no footer.
 */
import type { Page } from '@playwright/test';
import { Api } from '@wps/contract/paths';
import type { SaferGamblingSettings } from '@wps/contract/safer-gambling';
import { HOME_PATHS, Paths } from '../../app/src/lib/router/paths.ts';
import { expect, test } from '../support/fixtures';
import { networkQuiet } from '../support/network-quiet';
import { signIn } from '../support/sign-in';

test.use({ seededSaferGambling: true });

const footer = (page: Page) => page.getByRole('contentinfo', { name: 'Safer gambling' });
const footerLink = (page: Page) =>
  page.getByRole('link', { name: 'Safer gambling tools and help' });

/** Every route of spec §2 (the list the router keeps). */
const ROUTES = [...HOME_PATHS, ...Object.values(Paths)];
/** Three parts, so that each stays well inside the time limit of a busy machine. */
const PARTS = [0, 1, 2].map((part) => ROUTES.filter((_, index) => index % 3 === part));

for (const [part, routes] of PARTS.entries()) {
  test(`the seeded demo site shows its 18+ footer on every route, part ${part + 1}`, async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    test.slow(); // about ten page loads
    await signIn(page);
    for (const route of routes) {
      await page.goto(route);
      await expect(footer(page).getByText('18+', { exact: true }), route).toBeVisible();
      await expect(footerLink(page), route).toHaveAttribute('href', /\/m\/safer-gambling$/);
    }
  });
}

test("the seeded demo site's tools are the Malta preset's, for a guest too", async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  await expect(footer(page).getByText('18+', { exact: true })).toBeVisible();
  await footerLink(page).click();
  await expect(page).toHaveURL(/\/m\/safer-gambling$/);
  await expect(page.getByRole('link', { name: 'Responsible Gaming Foundation' })).toBeVisible();
  await expect(
    page.getByText('Licensed and regulated by the Malta Gaming Authority.'),
  ).toBeVisible();
});

test('the seeded plain site has every tool off and no footer', async ({ page, sandbox }) => {
  // The app sends the stored merchant: the plain site, as an operator without the tools.
  await page.addInitScript(() => localStorage.setItem('merchant', 'plain'));
  // The settings come with the site's status (a guest's home asks no call of its own for them).
  const status = page.waitForResponse((r) => new URL(r.url()).pathname === Api.systemStatus);
  await page.goto('/m/home');
  const answer = (await (await status).json()) as {
    value: { saferGambling: SaferGamblingSettings };
  };
  expect(Object.values(answer.value.saferGambling.tools)).not.toContain(true);
  // Every chunk the shell loads after the first paint has arrived and drawn.
  await networkQuiet(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(footerLink(page)).toHaveCount(0);
  await expect(page.getByText('18+', { exact: true })).toHaveCount(0);
  const asked = (await sandbox.requests()).filter((r) => r.path === Api.systemStatus);
  expect(asked.map((r) => r.headers.merchant)).toContain('plain');
  expect(asked.map((r) => r.headers.merchant)).not.toContain('demo');
});
