/**
 * The platform chat (CBS): guests are sent to log in, member type 4 is told for 2 s
 * that it may not chat and no unread count is asked, CBS3 off hides it, and the unread count
 * shows on the Support tab and the chat button until the chat opens.
 */
import { ServiceApi } from '@wps/contract/customer-service';
import { SystemApi } from '@wps/contract/system';
import { pauseSoon } from '../support/clock';
import {
  chatOrigin,
  chatSeen,
  optionNames,
  raiseUnread,
  serviceSheet,
  supportTab,
} from '../support/chat';
import { expect, logIn, test } from '../support/fixtures';
import { signInHome } from '../support/in-app';
import { networkQuiet } from '../support/network-quiet';

const CHAT = 'Chat with us';
const cbsCalls = async (sandbox: { requests(): Promise<{ path: string }[]> }) =>
  (await sandbox.requests())
    .map((r) => r.path)
    .filter((path) => path === ServiceApi.unreadCount || path === ServiceApi.launchChat);

test("a guest's chat button goes to /m/login", async ({ page, sandbox }) => {
  // Referral offered but none available: the button falls back to customer service (spec §2).
  await sandbox.patchMerchant({
    status: { availablePromotions: { REFERRAL: { enabled: true, count: 0 } } },
  });
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Invite friends', exact: true }).click();
  // A guest's list comes from the config call; the chat shows, and asks for a login.
  expect(await optionNames(page)).toEqual([CHAT, 'Live chat', 'Comm100 support']);
  await serviceSheet(page).getByRole('button', { name: CHAT }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(serviceSheet(page)).toHaveCount(0);
  const paths = (await sandbox.requests()).map((r) => r.path);
  expect(paths).toContain(SystemApi.domainRoute);
  expect(paths).not.toContain(ServiceApi.customerService);
  expect(await cbsCalls(sandbox)).toEqual([]);
});

test('member type 4 sees the no-permissions text for 2 s, and no unread count is asked', async ({
  page,
  sandbox,
}) => {
  // Installed before the page schedules a timer; paused before the text's 2 s start.
  await page.clock.install();
  await logIn(page, 'nochat01', 'nochat123');
  await supportTab(page).click();
  const chat = serviceSheet(page).getByRole('button', { name: CHAT });
  await expect(chat).toBeVisible();
  await pauseSoon(page);
  await chat.click();
  const text = page
    .getByRole('status')
    .filter({ hasText: 'You do not have permission to use the chat.' });
  await expect(text).toBeVisible();
  await expect(serviceSheet(page)).toHaveCount(0);
  await page.clock.runFor(1_990);
  await expect(text).toBeVisible();
  await page.clock.runFor(20);
  await expect(text).toBeHidden();
  await networkQuiet(page);
  expect(await cbsCalls(sandbox)).toEqual([]);
});

test('CBS3 off hides the platform chat and its badge, and asks nothing of it', async ({
  page,
  request,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { whitelabelVal: { CBS3: false } } });
  await raiseUnread(request, sandbox.url, 'demo01', 2);
  await signInHome(page);
  const tab = supportTab(page);
  await tab.click();
  expect(await optionNames(page)).toEqual(['Live chat', 'Comm100 support']);
  await networkQuiet(page);
  await expect(tab.locator('.tab-badge')).toHaveCount(0);
  expect(await cbsCalls(sandbox)).toEqual([]);
});

test('an unread count raised through the control API shows on the tab and the chat button, and clears once the chat opens', async ({
  page,
  request,
  sandbox,
}) => {
  await raiseUnread(request, sandbox.url, 'demo01', 2);
  // Before the page schedules the poll, so that runFor moves it.
  await page.clock.install();
  await logIn(page);
  const tab = supportTab(page);
  const badge = tab.locator('.tab-badge');
  await expect(badge).toHaveText('2');
  await expect(tab).toHaveAccessibleName(/^Support\s*Unread messages: 2$/);
  await expect(page.getByTestId('unread-announcement')).toHaveText('Unread messages: 2');

  // Raised again: the next poll, 30 s on, brings it.
  await raiseUnread(request, sandbox.url, 'demo01', 1);
  await page.clock.runFor(30_000);
  await expect(badge).toHaveText('3');

  await tab.click();
  const chat = serviceSheet(page).getByRole('button', { name: /^Chat with us/ });
  await expect(chat).toHaveAccessibleName(/^Chat with us\s*Unread messages: 3$/);
  await expect(chat.locator('.badge')).toHaveText('3');
  await chat.click();
  const frame = page.getByRole('dialog', { name: CHAT });
  await expect(frame).toBeVisible();
  await expect(badge).toHaveCount(0);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();

  // What the launch carried (spec §7): b2c, title, backUrl and language, as CBS3.
  const launch = (await sandbox.requests()).find((r) => r.path === ServiceApi.launchChat) as
    { headers: Record<string, string>; query: Record<string, string> } | undefined;
  const stored = await page.evaluate(() => localStorage.getItem('language'));
  expect(launch?.headers.authorization).toBeTruthy();
  expect(launch?.headers.moduleid).toBe('CBS3');
  expect(launch?.query).toEqual({
    b2c: '1',
    title: CHAT,
    backUrl: `${new URL(page.url()).origin}/m/home`,
    language: stored ? stored.toUpperCase() : 'CN',
  });
  const { visits } = await chatSeen(request, sandbox.url);
  expect(visits.at(-1)?.query).toMatchObject({ platform: 'cbs' });
  expect(new URL((await frame.locator('iframe').getAttribute('src')) ?? '').origin).toBe(
    chatOrigin(sandbox.url),
  );

  // Back in the app the count stays cleared: the chat was read.
  await frame.getByRole('button', { name: 'Back' }).click();
  await expect(frame).toBeHidden();
  await page.clock.runFor(30_000);
  await networkQuiet(page);
  await expect(badge).toHaveCount(0);
});
