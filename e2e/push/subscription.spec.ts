/**
 * Push notifications for a member (spec §2, §4 "Push", "Logout and token change"): the
 * app's own soft prompt after a delay (the browser's dialog only from its button), a granted
 * permission binding the web token and subscribing it to ALL, a refusal explained, a closed prompt
 * not shown again this session, the unsubscribe at logout and the binding again at the next
 * login, the token replaced after 7 days, and no prompt during a safer-gambling break. The sandbox's token source stands in for FCM.
 */
import { TOPIC_ALL } from '@wps/contract/push';
import { SaferGamblingApi } from '@wps/contract/safer-gambling';
import { SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import { PUSH_PROMPT_DELAY_MS, TOKEN_REFRESH_MS } from '../../app/src/features/push/rules.ts';
import { expect, logIn, test } from '../support/fixtures';
import {
  allowedMember,
  countPermissionRequests,
  openPausedForPush,
  pushAndLogoutPaths,
  pushPrompt,
  pushState,
  relayBodies,
  runToAfterPushStart,
  storedToken,
} from '../support/push';
import { fakeStandalone, settle } from '../support/install';
import { IPHONE_17_UA, iPhone } from '../support/native-shell';
import { takeTimeOut } from '../support/safer-gambling-member';
import { signIn } from '../support/sign-in';
import type { Page } from '@playwright/test';

test.use({ pushPrompt: true });

/** A member's home, its clock paused from the start. */
async function memberHome(page: Page) {
  await signIn(page);
  await openPausedForPush(page, '/m/home');
}

test('the app asks in its own prompt after a delay; allowing binds the token and subscribes it to ALL', async ({
  page,
  context,
  request,
  sandbox,
}) => {
  const asks = await countPermissionRequests(page);
  await memberHome(page);
  // Never on load: neither the app's prompt nor the browser's dialog.
  await runToAfterPushStart(page, PUSH_PROMPT_DELAY_MS - 1);
  await expect(pushPrompt(page)).toHaveCount(0);
  expect(await asks()).toBe(0);

  await page.clock.runFor(1);
  await expect(pushPrompt(page)).toBeVisible();
  expect(await asks()).toBe(0);
  await context.grantPermissions(['notifications']);
  await pushPrompt(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(pushPrompt(page)).toHaveCount(0);

  await expect.poll(() => relayBodies(sandbox, 'subscribe')).toHaveLength(1);
  const stored = await storedToken(page);
  const token = stored?.token ?? '';
  expect(token).toMatch(/^sandbox-fcm-/);
  expect(await relayBodies(sandbox, 'bind')).toEqual([{ registrationToken: token }]);
  expect(await relayBodies(sandbox, 'subscribe')).toEqual([
    { registrationToken: token, topic: TOPIC_ALL },
  ]);
  expect(await asks()).toBe(1);
  const state = await pushState(request, sandbox.url);
  expect(state.tokens.map(({ token: t, userName, topics }) => ({ t, userName, topics }))).toEqual([
    { t: token, userName: 'demo01', topics: [TOPIC_ALL] },
  ]);
});

test('a refusal shows how to turn notifications on later, and nothing is bound', async ({
  page,
  sandbox,
}) => {
  await memberHome(page);
  await runToAfterPushStart(page, PUSH_PROMPT_DELAY_MS);
  // No permission granted: headless Chromium answers the browser's dialog with a refusal.
  await pushPrompt(page).getByRole('button', { name: 'Turn on' }).click();
  const notice = page.getByRole('dialog', { name: 'Notifications are off' });
  await expect(notice).toContainText("allow them for this site in your browser's settings");
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toHaveCount(0);
  expect(await relayBodies(sandbox, 'bind')).toEqual([]);
  expect(await storedToken(page)).toBeNull();
});

test('a closed prompt stays closed for the rest of the session', async ({ page }) => {
  await memberHome(page);
  await runToAfterPushStart(page, PUSH_PROMPT_DELAY_MS);
  await pushPrompt(page).getByRole('button', { name: 'Not now' }).click();
  await expect(pushPrompt(page)).toHaveCount(0);

  await page.reload();
  await settle(page);
  await expect.poll(() => page.evaluate(() => window.pushTimers!.length)).toBe(0);
  await page.clock.runFor(PUSH_PROMPT_DELAY_MS * 2);
  await expect(pushPrompt(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('pushAsked'))).toBe('true');
});

test('logout unsubscribes the token first; the next login binds and subscribes it again', async ({
  page,
  request,
  sandbox,
}) => {
  // Allowed already: no prompt, the token is fetched and bound at once.
  const token = await allowedMember(page, sandbox, (p, path) => p.goto(path));

  await page.goto('/m/member/home');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect
    .poll(() => relayBodies(sandbox, 'unsubscribe'))
    .toEqual([{ registrationToken: token, unsubscribeAll: true }]);
  // While the session could still authorize it: before the logout call.
  expect((await pushAndLogoutPaths(sandbox)).slice(-2)).toEqual([
    '/wps/relay/CSP_fcmUnsubscribe',
    '/wps/session/logout',
  ]);
  expect((await pushState(request, sandbox.url)).tokens).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();

  const before = (await relayBodies(sandbox, 'subscribe')).length;
  await logIn(page);
  await expect.poll(() => relayBodies(sandbox, 'subscribe')).toHaveLength(before + 1);
  expect((await relayBodies(sandbox, 'bind')).at(-1)).toEqual({ registrationToken: token });
  expect((await pushState(request, sandbox.url)).tokens.map((t) => t.topics)).toEqual([
    [TOPIC_ALL],
  ]);
  expect((await storedToken(page))?.token).toBe(token);
});

test('a stored token is bound as it is for 7 days, then replaced by a new one', async ({
  page,
  context,
  sandbox,
}) => {
  await context.grantPermissions(['notifications']);
  await signIn(page);
  const now = await page.evaluate(() => Date.now());
  const store = (fetchedAt: number) =>
    page.evaluate(
      ([at]) =>
        localStorage.setItem(
          'push_token',
          JSON.stringify({ token: 'stored-token', fetchedAt: new Date(at!).toISOString() }),
        ),
      [fetchedAt],
    );

  await store(now - TOKEN_REFRESH_MS + 60 * 60_000); // an hour short of 7 days
  await page.goto('/m/home');
  await expect
    .poll(() => relayBodies(sandbox, 'bind'))
    .toEqual([{ registrationToken: 'stored-token' }]);

  await store(now - TOKEN_REFRESH_MS - 60_000);
  await page.reload();
  await expect.poll(() => relayBodies(sandbox, 'bind')).toHaveLength(2);
  const fresh = await storedToken(page);
  expect(fresh?.token).toMatch(/^sandbox-fcm-/);
  expect(Date.parse(fresh?.fetchedAt ?? '')).toBeGreaterThanOrEqual(now);
  expect((await relayBodies(sandbox, 'bind')).at(-1)).toEqual({ registrationToken: fresh?.token });
  await expect.poll(() => relayBodies(sandbox, 'subscribe')).toHaveLength(2);
});

test('no push prompt for a member on a safer-gambling break (marketing-quiet)', async ({
  page,
  request,
  sandbox,
}) => {
  await sandbox.patchMerchant({ saferGambling: SAFER_GAMBLING_PRESETS.UK });
  const session = await signIn(page);
  expect((await takeTimeOut(request, sandbox, session.token)).activeBreak?.kind).toBe('TIME_OUT');
  const state = page.waitForResponse((r) => r.url().endsWith(SaferGamblingApi.state));
  await openPausedForPush(page, '/m/home');
  // The host is eligible and its delay runs out: only the break keeps the prompt away. The
  // break is asked for by the hosts mounted after the first paint, which the paused clock holds
  // until it runs: the answer is awaited once the host has started its delay, then more time.
  await runToAfterPushStart(page, PUSH_PROMPT_DELAY_MS);
  await state;
  await page.clock.runFor(PUSH_PROMPT_DELAY_MS);
  await expect(pushPrompt(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('pushAsked'))).toBeNull();
});

test.describe('an iPhone with iOS 17', () => {
  test.use(iPhone(IPHONE_17_UA));

  test('in a Safari tab the prompt explains how to install first, and never asks the browser', async ({
    page,
    sandbox,
  }) => {
    const asks = await countPermissionRequests(page);
    await memberHome(page);
    await runToAfterPushStart(page, PUSH_PROMPT_DELAY_MS);
    const sheet = page.getByRole('dialog', { name: 'Notifications on iPhone and iPad' });
    await expect(sheet).toContainText('add this site to your Home Screen first');
    // Safari's tab has no web push: nothing here may open the browser's dialog.
    await expect(sheet.getByRole('button', { name: 'Turn on' })).toHaveCount(0);
    await sheet.getByRole('button', { name: 'OK' }).click();
    await expect(sheet).toHaveCount(0);
    expect(await asks()).toBe(0);
    expect(await relayBodies(sandbox, 'bind')).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('pushAsked'))).toBe('true');
  });

  test('opened from the Home Screen it offers notifications as on Android', async ({ page }) => {
    await fakeStandalone(page, true);
    await memberHome(page);
    await runToAfterPushStart(page, PUSH_PROMPT_DELAY_MS);
    await expect(pushPrompt(page).getByRole('button', { name: 'Turn on' })).toBeVisible();
  });
});
