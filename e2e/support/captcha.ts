import { expect, type Page } from '@playwright/test';

/** Solves the sandbox's slider challenge with the keyboard, as a player without a mouse would. */
export async function solveSlider(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Slide to verify' });
  await expect(dialog).toBeVisible();
  const slider = dialog.getByRole('slider');
  await expect(slider).toBeFocused();
  const target = Number(await dialog.locator('[data-target]').getAttribute('data-target'));
  for (let at = 0; at + 20 <= target; at += 20) await page.keyboard.press('PageUp');
  const rest = Math.round((target % 20) / 2);
  for (let i = 0; i < rest; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}
