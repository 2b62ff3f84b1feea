/**
 * The status's promotionCategoryData (effect not stated in the spec; the reading taken: the
 * promotion categories the site offers on this front end): when it lists some, the activity
 * page gives only those a tab; every promotion still shows under All.
 */
import { expect, test } from '../support/fixtures';

test('the activity page gives a tab only to the categories the status lists', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { promotionCategoryData: [{ id: 3 }, { id: 1 }] } });
  await page.goto('/m/activity');
  await expect(page.getByTestId('promotion')).toHaveCount(5);
  const tabs = page.getByTestId('activity-categories').getByRole('tab');
  await expect(tabs).toHaveText(['All', 'New members', 'VIP']);
  await page.getByRole('tab', { name: 'VIP' }).click();
  await expect(page.getByTestId('promotion')).toHaveCount(1);
});

test('with no list in the status every used category has its tab', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ status: { promotionCategoryData: [] } });
  await page.goto('/m/activity');
  const tabs = page.getByTestId('activity-categories').getByRole('tab');
  await expect(tabs).toHaveText(['All', 'New members', 'Daily', 'VIP']);
});
