/**
 * /m/leaderBoard: the points balance, the missions with a progress bar each
 * (deposit amounts as money), a claim once complete (one post for a double tap), and the
 * ranking by points earned with the member's own row marked 'You'.
 */
import type { Page } from '@playwright/test';
import { LoyaltyApi } from '@wps/contract/loyalty';
import { violationsInBothThemes } from '../support/in-app';
import { expect, test, type Sandbox } from '../support/fixtures';
import { signIn } from '../support/sign-in';

const missionRow = (page: Page, title: string) =>
  page.getByTestId('missions').getByRole('listitem').filter({ hasText: title });
const claimPosts = async (sandbox: Sandbox) =>
  (await sandbox.requests()).filter(
    (r) => r.method === 'POST' && r.path === LoyaltyApi.claimMission,
  );

test('a mission is claimed once its condition is met, and the ranking shows the member as You', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await page.goto('/m/member/home');
  await page
    .getByRole('navigation', { name: 'My areas' })
    .getByRole('link', { name: 'Missions' })
    .click();
  await expect(page).toHaveURL(/\/m\/leaderBoard$/);
  await expect(page.getByTestId('points-balance')).toHaveText('120 points');

  // Two deposits of three: in progress, nothing to claim.
  const deposits = missionRow(page, 'Deposit 3 times');
  const bar = page.getByRole('progressbar', { name: 'Deposit 3 times' });
  await expect(bar).toHaveAttribute('aria-valuetext', '2 of 3');
  await expect(bar).toHaveJSProperty('value', 2);
  await expect(bar).toHaveJSProperty('max', 3);
  await expect(deposits).toContainText('Reward: 150 points');
  await expect(deposits).toContainText('In progress');
  await expect(deposits.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  // The amount mission counts minor units: read as money.
  await expect(page.getByRole('progressbar', { name: 'Deposit ₱1,000 in total' })).toHaveAttribute(
    'aria-valuetext',
    '₱0.00 of ₱1,000.00',
  );

  // A third deposit meets the condition.
  await sandbox.patchMember('demo01', { depositCount: 3 });
  await page.reload();
  await expect(bar).toHaveAttribute('aria-valuetext', '3 of 3');
  await deposits.getByRole('button', { name: 'Claim' }).dblclick();
  await expect(page.getByTestId('mission-claimed')).toHaveText(
    'Mission reward claimed: 150 points.',
  );
  await expect(deposits).toContainText('Claimed');
  await expect(deposits.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  await expect(page.getByTestId('points-balance')).toHaveText('270 points');
  expect(await claimPosts(sandbox)).toHaveLength(1);

  // vip01 2,400, agent01 650, then demo01 with 120 + 150 earned.
  const ranking = page.getByTestId('ranking');
  const me = page.getByTestId('my-rank');
  await expect(me.getByRole('cell').first()).toHaveText('3');
  await expect(me).toContainText('demo01');
  await expect(me).toContainText('You');
  await expect(me.getByRole('cell').last()).toHaveText('270');
  await expect(ranking.getByRole('row').nth(1)).toContainText('v***');
  await expect(ranking.getByRole('row').nth(2)).toContainText('ag***01');
  await expect(ranking.getByText('You', { exact: true })).toHaveCount(1);
});

test('a member outside the top ten sees their own rank below it', async ({ page, sandbox }) => {
  // Ten members who earned more than demo01's 120 points push demo01 to 13th.
  for (let i = 1; i <= 10; i++) {
    await sandbox.patchMember(`ranker${String(i).padStart(2, '0')}`, { points: 1000 + i });
  }
  await signIn(page);
  await page.goto('/m/leaderBoard');
  const ranking = page.getByTestId('ranking');
  await expect(ranking.locator('tbody').first().getByRole('row')).toHaveCount(10);
  const me = page.getByTestId('my-rank');
  await expect(me.getByRole('cell').first()).toHaveText('13');
  await expect(me).toContainText('demo01');
  await expect(me).toContainText('You');
  await expect(ranking.locator('tbody').last()).toContainText('demo01');
});

test('refusals say why: claimed elsewhere, not complete', async ({ page, context, sandbox }) => {
  await signIn(page);
  const other = await context.newPage();
  await other.goto('/m/leaderBoard');
  await page.goto('/m/leaderBoard');
  // Logging in 6 times already met 'Log in 3 times'.
  const logins = missionRow(page, 'Log in 3 times');
  await expect(logins.getByRole('button', { name: 'Claim' })).toBeVisible();
  await missionRow(other, 'Log in 3 times').getByRole('button', { name: 'Claim' }).click();
  await expect(other.getByTestId('mission-claimed')).toBeVisible();

  await logins.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByTestId('mission-refused')).toHaveText(
    'You have already claimed this mission.',
  );
  await expect(logins).toContainText('Claimed');
  await expect(page.getByTestId('points-balance')).toHaveText('150 points');
  await other.close();

  await sandbox.setFaults([
    {
      path: LoyaltyApi.claimMission,
      method: 'POST',
      times: 1,
      body: JSON.stringify({ success: false, errorCode: 'mission.not.complete', message: 'No' }),
    },
  ]);
  await missionRow(page, 'Make your first deposit').getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByTestId('mission-refused')).toHaveText('This mission is not complete yet.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the missions page has no serious axe violation in the dark and light themes', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/leaderBoard');
  await expect(page.getByTestId('ranking')).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
});
