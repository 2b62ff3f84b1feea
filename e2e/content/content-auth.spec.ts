/**
 * Spec §6: the promotions and announcements calls send no authorization, even for a member (the
 * calls that need the session, such as the balance, do).
 */
import { ContentApi } from '@wps/contract/content';
import { Api } from '@wps/contract/paths';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('a member’s promotions and announcements calls go without the session token', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await page.goto('/m/home');
  await expect(page.getByRole('img', { name: 'First deposit bonus 100%' })).toBeVisible();
  await page.goto('/m/activity');
  await expect(page.getByText('VIP weekly cashback')).toBeVisible();
  const content = [
    ContentApi.announcements,
    ContentApi.availablePromotions,
    ContentApi.promotionCategories,
  ];
  await expect
    .poll(async () => {
      const paths = new Set((await sandbox.requests()).map((r) => r.path));
      return [...content, Api.balance].filter((path) => !paths.has(path));
    })
    .toEqual([]);
  const log = await sandbox.requests();
  for (const path of content)
    expect(
      log.filter((r) => r.path === path).map((r) => r.headers.authorization ?? null),
      path,
    ).not.toContainEqual(expect.any(String));
  // The session was there to send: the balance went with it.
  expect(log.find((r) => r.path === Api.balance)?.headers.authorization).toBeTruthy();
});
