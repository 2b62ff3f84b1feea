/**
 * The responsible-gaming page and footer: a self-exclusion asked twice (a cancel at
 * the second step changes nothing), the 18+ footer and its link on every route of spec §2, the
 * page for a guest, and nothing of it with every tool off. axe on the page and the dialogs.
 */
import type { Page } from '@playwright/test';
import { SAFER_GAMBLING_OFF, SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import { SaferGamblingApi } from '@wps/contract/safer-gambling';
import { HOME_PATHS, Paths } from '../../app/src/lib/router/paths.ts';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { networkQuiet } from '../support/network-quiet';

const footerLink = (page: Page) =>
  page.getByRole('link', { name: 'Safer gambling tools and help' });

test('a self-exclusion takes two confirmations; cancelling at the second changes nothing', async ({
  page,
  sandbox,
}) => {
  test.slow(); // axe three times
  await sandbox.patchMerchant({ saferGambling: SAFER_GAMBLING_PRESETS.UK });
  await signIn(page);
  await page.goto('/m/safer-gambling');
  await expect(page.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Limits' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const selfExclude = page.getByRole('button', { name: 'Self-exclude' });
  // Nothing is chosen for the player: the button waits for a choice.
  await expect(selfExclude).toBeDisabled();
  await page.getByRole('radio', { name: '6 months' }).check();
  await selfExclude.click();
  const first = page.getByRole('alertdialog', { name: 'Before your break starts' });
  await expect(first.getByText('Length: 6 months')).toBeVisible();
  await expect(first.getByText(/^You cannot deposit or play until .+\.$/)).toBeVisible();
  await expect(first.getByText('You can still log in and withdraw your balance.')).toBeVisible();
  await expect(
    first.getByText('Once started, the break cannot be shortened or undone.'),
  ).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await expect(first.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await first.getByRole('button', { name: 'Continue' }).click();

  const second = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(second.getByText(/starts as soon as you confirm/)).toBeVisible();
  // The safe answer has the focus at each step, never the one that goes on.
  await expect(second.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(second).toBeHidden();
  await expect(page.getByText(/You are on a break/)).toHaveCount(0);

  await selfExclude.click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const posted = page.waitForResponse((r) => r.url().endsWith(SaferGamblingApi.selfExclusion));
  // A double tap on the last step starts one break.
  await page.getByRole('button', { name: 'Start the break' }).dblclick();
  expect((await posted).ok()).toBe(true);
  await expect(
    page.getByRole('status').filter({ hasText: /^You are on a break until .+\.$/ }),
  ).toBeVisible();
  const posts = (await sandbox.requests()).filter((r) => r.path === SaferGamblingApi.selfExclusion);
  expect(posts).toHaveLength(1);
  await page.reload();
  await expect(page.getByText(/^You are on a break until .+\.$/)).toBeVisible();
});

/** Every route of spec §2 (the list the router keeps), each with the footer's sign and link. */
const ROUTES = [...HOME_PATHS, ...Object.values(Paths)];
/** Three parts, so that each stays well inside the time limit of a busy machine. */
const PARTS = [0, 1, 2].map((part) => ROUTES.filter((_, index) => index % 3 === part));

for (const [part, routes] of PARTS.entries()) {
  test(`every route shows the 18+ sign and a one-tap link to the safer-gambling page, part ${part + 1}`, async ({
    page,
    sandbox,
  }) => {
    test.slow(); // about ten page loads
    await sandbox.patchMerchant({ saferGambling: SAFER_GAMBLING_PRESETS.UK });
    await signIn(page);
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByText('18+', { exact: true }), route).toBeVisible();
      await expect(footerLink(page), route).toHaveAttribute('href', /\/m\/safer-gambling$/);
    }
    // One tap from the last route there.
    await footerLink(page).click();
    await expect(page).toHaveURL(/\/m\/safer-gambling$/);
    await expect(page.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeVisible();
  });
}

test('a guest reads the help and is offered a log-in link instead of the tools', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ saferGambling: SAFER_GAMBLING_PRESETS.UK });
  await page.goto('/m/safer-gambling');
  // The page's own link, not the header's.
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }),
  ).toBeVisible();
  const help = page.getByRole('link', { name: 'GamCare' });
  await expect(help).toHaveAttribute('href', 'https://www.gamcare.org.uk/');
  await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('heading', { name: 'Help and support' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /\?$/ })).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'Limits' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('with every tool off there is no footer and no tool section, only the help', async ({
  page,
  sandbox,
}) => {
  // Every tool off, with a help organisation named: its link shows the settings have arrived.
  await sandbox.patchMerchant({
    saferGambling: { ...SAFER_GAMBLING_OFF, help: SAFER_GAMBLING_PRESETS.UK.help },
  });
  await signIn(page);
  await page.goto('/m/safer-gambling');
  await expect(page.getByRole('link', { name: 'GamCare' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Help and support' })).toBeVisible();
  await networkQuiet(page);
  // No tool section, not even one waiting for the member's state.
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  for (const section of ['Limits', 'Reality check', 'Take a break']) {
    await expect(page.getByRole('heading', { name: section })).toHaveCount(0);
  }
  await expect(page.getByText('18+', { exact: true })).toHaveCount(0);
  await expect(footerLink(page)).toHaveCount(0);
  // Nothing asks for the member's state when no tool is offered.
  const asked = (await sandbox.requests()).filter((r) => r.path === SaferGamblingApi.state);
  expect(asked).toEqual([]);
});

test('a site with every tool off (where tests start) looks as before: no footer anywhere', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  // The settings come with the site status (its saferGambling field).
  const settings = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/system/status');
  await page.goto('/m/home');
  expect((await settings).ok()).toBe(true);
  // Every chunk the shell loads after the first paint has arrived and drawn.
  await networkQuiet(page);
  await expect(page.getByText('18+', { exact: true })).toHaveCount(0);
  await expect(footerLink(page)).toHaveCount(0);
  await page.goto('/m/safer-gambling');
  await expect(page.getByRole('heading', { name: 'Help and support' })).toBeVisible();
  await networkQuiet(page);
  await expect(page.getByRole('heading', { name: 'Limits' })).toHaveCount(0);
  await expect(footerLink(page)).toHaveCount(0);
});
