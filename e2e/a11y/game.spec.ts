import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { showTheme, signInHome } from '../support/in-app';

test('axe finds no serious violation in the loaded lobby, dark and light', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/game');
  await expect(page.getByRole('region', { name: 'Slots' })).toBeVisible();
  await page.getByRole('button', { name: 'PG Soft' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  // The same loaded lobby in the light theme, switched in place rather than loaded again.
  await showTheme(page, 'light');
  await expect(page.getByRole('region', { name: 'Slots' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("axe finds no serious violation in the game frame's controls", async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/game');
  await page.getByRole('button', { name: 'Try Fortune Tiger for free' }).click();
  await expect(page.getByRole('dialog', { name: 'Fortune Tiger' })).toBeVisible();
  expect(await seriousViolations(page, '.full-frame-bar')).toEqual([]);
  // Escape on the controls returns to the lobby.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Fortune Tiger' })).toBeHidden();
});

test('axe finds no serious violation in the open mini-game', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ status: { whitelabelVal: { LOTTMINIGAME3: true } } });
  await signInHome(page);
  const toggle = page.getByTestId('mini-game').getByRole('button', { name: 'Mini game' });
  await toggle.click();
  await expect(page.getByRole('region', { name: 'Mini Lotto' })).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="mini-game"]')).toEqual([]);
});
