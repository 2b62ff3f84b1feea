/**
 * The member home's money part: the balance in the site's currency with a refresh,
 * the deposit and withdraw shortcuts, and the menu to every member area.
 */
import { expect, logIn, test } from '../support/fixtures';
import { violationsInBothThemes, memberOnDarkSite } from '../support/in-app';
import { signIn } from '../support/sign-in';
import { networkQuiet } from '../support/network-quiet';

test('the member home shows the balance, refreshes it, and leads to deposit and withdraw', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await page.goto('/m/member/home');
  const balance = page.getByTestId('member-balance');
  await expect(balance).toHaveText('₱1,250.50');
  await sandbox.patchMember('demo01', { balance: 99.5 });
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(balance).toHaveText('₱99.50');

  await page.getByRole('link', { name: 'Deposit', exact: true }).first().click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Withdraw', exact: true }).first().click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
});

test('the balance follows the site currency: symbol after, code cut to 3 letters', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    status: { currency: 'VNDX', currencySymbol: '₫', currencyPosition: 'after' },
  });
  await sandbox.patchMember('demo01', { balance: 1250000 });
  await signIn(page);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-balance')).toHaveText('1,250,000 ₫');
});

test('the member menu lists every member area; the reward centre only with REWCEN3', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await page.goto('/m/member/home');
  const menu = page.getByRole('navigation', { name: 'My areas' });
  for (const name of [
    'Member benefits',
    'Deposit',
    'Withdraw',
    'Add bank card',
    'Add PIX account',
    'Missions',
    'Point market',
    'Feedback',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true }), name).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Agent registration' })).toHaveCount(0);
  // REWCEN3 is off on the demo site.
  await expect(menu.getByRole('link', { name: 'Reward centre' })).toHaveCount(0);
  await sandbox.patchMerchant({ status: { whitelabelVal: { REWCEN3: true } } });
  await page.reload();
  await expect(menu.getByRole('link', { name: 'Reward centre', exact: true })).toBeVisible();
});

// One load for both themes: the theme is switched in place (e2e/support/in-app.ts).
test('the member home has no serious axe violation in the dark and light themes', async ({
  page,
  sandbox,
}) => {
  await memberOnDarkSite(page, sandbox, '/m/member/home');
  await expect(page.getByTestId('member-balance')).toHaveText('₱1,250.50');
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
});

// 6 since the public safer-gambling settings (cached 10 min) tell the footer, the warnings and
// the session tools whether the site offers them; 7 since the site's ad pixel ids (GET
// /wps/system/pixels), asked after the first paint.
test('/m/member/home is complete after at most 7 calls (the platform makes about 35)', async ({
  page,
  sandbox,
}) => {
  // The form login, not signIn: the count is of a member who arrived by logging in, whose site
  // status and cached settings came with the login and home pages before.
  await logIn(page);
  const before = (await sandbox.requests()).length;
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-balance')).toHaveText('₱1,250.50');
  await expect(page.getByRole('navigation', { name: 'My areas' })).toBeVisible();
  await networkQuiet(page);
  const calls = (await sandbox.requests()).slice(before).map((r) => r.path);
  expect(calls.length, calls.join(', ')).toBeLessThanOrEqual(7);
});

test('member type 2 is an agent too: labelled Agent, with the agent registration entry', async ({
  page,
  sandbox,
}) => {
  // Spec §1: agents are member types 1 and 2; agent01 is type 1, so this one is made type 2.
  await sandbox.patchMember('agent02', { type: 2, password: 'agent234' });
  await signIn(page, 'agent02', 'agent234');
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-account')).toHaveText('agent02');
  await expect(page.locator('.member-facts')).toContainText('Member typeAgent');
  await expect(
    page
      .getByRole('navigation', { name: 'My areas' })
      .getByRole('link', { name: 'Agent registration' }),
  ).toBeVisible();
});

test('an agent (member type 1) is labelled Agent and gets the agent registration entry; a player does not', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const facts = page.locator('.member-facts');
  const areas = page.getByRole('navigation', { name: 'My areas' });
  await signIn(page, 'agent01', 'agent123');
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-account')).toHaveText('agent01');
  await expect(facts).toContainText('Member typeAgent');
  await expect(areas.getByRole('link', { name: 'Agent registration' })).toBeVisible();

  await signIn(page);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-account')).toHaveText('demo01');
  await expect(facts).toContainText('Member typeMember');
  await expect(areas.getByRole('link', { name: 'Agent registration' })).toHaveCount(0);
});
