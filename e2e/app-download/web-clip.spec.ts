/**
 * The web-clip flag (spec §3, §4): a standalone launch without the homescreen query is
 * a web clip (flag 1), the installed app opens its start_url /m/home?utm_source=homescreen (flag
 * 0); the login Device header and the register registerMethod follow the flag, as the sandbox
 * records them. Standalone is faked by an init script (display mode, iOS navigator.standalone).
 */
import type { Page } from '@playwright/test';
import { expect, logIn, test, type Sandbox } from '../support/fixtures';
import { fakeStandalone } from '../support/install';
import { IPHONE_17_UA, iPhone } from '../support/native-shell';

const webClipFlag = (page: Page) => page.evaluate(() => localStorage.getItem('isWebClip'));

/** The flag is written by a chunk the entry starts (main.tsx), so it may land after `load`. */
const expectFlag = (page: Page, flag: string) => expect.poll(() => webClipFlag(page)).toBe(flag);

async function loginDevice(sandbox: Sandbox) {
  const logins = (await sandbox.requests()).filter((r) => r.path === '/wps/session/login');
  return logins.at(-1)?.headers.device;
}

async function register(page: Page, sandbox: Sandbox, username: string) {
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByLabel('Confirm password').fill('abc123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: new RegExp(username) }),
  ).toBeVisible();
  const registers = (await sandbox.requests()).filter((r) => r.path === '/wps/member/register');
  return (registers.at(-1) as unknown as { body: { registerMethod: string } }).body.registerMethod;
}

test('a standalone launch without the homescreen query is a web clip: Device WEBCLIP', async ({
  page,
  sandbox,
}) => {
  await fakeStandalone(page);
  await page.goto('/m/home');
  await expectFlag(page, '1');
  await logIn(page);
  expect(await loginDevice(sandbox)).toBe('WEBCLIP');
});

test('a web clip registers with registerMethod WEBCLIP', async ({ page, sandbox }) => {
  await fakeStandalone(page);
  await page.goto('/m/home');
  expect(await register(page, sandbox, 'clipper01')).toBe('WEBCLIP');
  await expectFlag(page, '1');
});

/** A web clip's flag (1) first, then the installed app's start_url, then a deep link. */
async function installedAppLaunches(page: Page) {
  await fakeStandalone(page);
  await page.goto('/m/home');
  await expectFlag(page, '1');
  await page.goto('/m/home?utm_source=homescreen');
  await expectFlag(page, '0');
  // A later launch without the query keeps 0: the flag is set to 1 only when unset.
  await page.goto('/m/index');
  await expectFlag(page, '0');
}

test('the installed app opens with the homescreen query: 0, Device PWA', async ({
  page,
  sandbox,
}) => {
  await installedAppLaunches(page);
  await logIn(page);
  expect(await loginDevice(sandbox)).toBe('PWA');
});

test('the installed app registers with registerMethod PWA', async ({ page, sandbox }) => {
  await installedAppLaunches(page);
  expect(await register(page, sandbox, 'installed01')).toBe('PWA');
});

test('a browser tab leaves the flag unset: no Device header, H5', async ({ page, sandbox }) => {
  await page.goto('/m/home?utm_source=homescreen');
  expect(await webClipFlag(page)).toBeNull();
  expect(await register(page, sandbox, 'tabplayer01')).toBe('H5');
  expect(await webClipFlag(page)).toBeNull();
});

test.describe('on an iPhone', () => {
  test.use(iPhone(IPHONE_17_UA));

  test('a home-screen web clip (navigator.standalone) is WEBCLIP', async ({ page, sandbox }) => {
    await fakeStandalone(page, true);
    await page.goto('/m/home');
    await expectFlag(page, '1');
    await logIn(page);
    expect(await loginDevice(sandbox)).toBe('WEBCLIP');
  });
});
