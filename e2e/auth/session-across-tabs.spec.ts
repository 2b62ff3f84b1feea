import { Demo } from '@wps/contract/paths';
import { expect, logIn, test } from '../support/fixtures';
import { networkQuiet } from '../support/network-quiet';
import { signIn } from '../support/sign-in';

/**
 * The stored session is one truth for all the player's tabs (spec §9: local-storage polling,
 * 800 ms; app/src/lib/session/stored-session-sync.ts): a logout in one tab must not leave
 * another tab showing the account, nor a login leave it on the login form.
 */
test('a logout in another tab logs this one out at once; a login there brings it in', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-account')).toHaveText(Demo.userName);
  await networkQuiet(page);
  // This tab goes to the background, where it does not poll: only the storage event the other
  // tab causes can tell it.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

  const other = await context.newPage();
  await other.goto('/m/member/home');
  await other.getByRole('button', { name: 'Log out' }).click();
  await expect(other).toHaveURL(/\/m\/home$/);
  // This tab's page needs a session: it goes to the login page.
  await expect(page).toHaveURL(/\/m\/login$/);

  await logIn(other);
  // A member on a guest page is sent home (spec §2).
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('a session removed with no storage event (the native shell) is seen by the 800 ms poll', async ({
  page,
}) => {
  await signIn(page);
  await page.clock.install();
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-account')).toHaveText(Demo.userName);
  // The watcher loads after the first paint: in, and its first look taken, before the removal.
  await networkQuiet(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // A write by the page itself fires no storage event in it, as a native shell's does not.
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  await page.clock.runFor(800);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/m\/login$/);
});
