/**
 * Home's upcoming matches (spec §3 gameMatches): the matches the site status lists, soonest
 * first, each a tap into the lobby's sportsbook lane; no lane when the list is empty. They come
 * with the status: home makes no call for them.
 */
import { expect, test } from '../support/fixtures';

const HOUR = 3_600_000;

test('home lists the status’s matches, soonest first, and a tap opens the sportsbook lane', async ({
  page,
  sandbox,
}) => {
  const start = Date.UTC(2031, 5, 1, 18, 0);
  await sandbox.patchMerchant({
    status: {
      gameMatches: [
        { homeTeam: 'Manila Eagles', awayTeam: 'Cebu Sharks', startTime: start + 2 * HOUR },
        { homeTeam: 'Arsenal', awayTeam: 'Chelsea', startTime: start, league: 'Premier League' },
        { homeTeam: 'Only one team' },
      ],
    },
  });
  await page.goto('/m/home');
  const lane = page.getByRole('region', { name: 'Upcoming matches' });
  const matches = lane.getByTestId('match');
  // The entry without an opponent or a start time is not a match: two are shown.
  await expect(matches).toHaveCount(2);
  await expect(matches.nth(0)).toContainText('Premier League');
  await expect(matches.nth(0)).toContainText('Arsenal');
  await expect(matches.nth(0)).toContainText('Chelsea');
  await expect(matches.nth(1)).toContainText('Manila Eagles');
  const when = await page.evaluate(
    (ms) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(ms),
    start,
  );
  await expect(matches.nth(0).locator('time')).toHaveText(when);
  // No call of their own: the status carried them.
  expect((await sandbox.requests()).some((r) => r.path.includes('GCSGAME_getGameMatchV2'))).toBe(
    false,
  );

  await matches.nth(0).click();
  await expect(page).toHaveURL(/\/m\/game\?lane=SPORTS$/);
  await expect(page.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Sportsbook', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speed Baccarat', exact: true })).toHaveCount(0);
  // The player's own choice of tab wins over the address.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('button', { name: 'Speed Baccarat', exact: true })).toBeVisible();
});

test('with no matches listed home shows no matches lane', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ status: { gameMatches: [] } });
  await page.goto('/m/home');
  await expect(page.getByTestId('game-lane').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming matches' })).toHaveCount(0);
  await expect(page.getByTestId('match')).toHaveCount(0);
});
