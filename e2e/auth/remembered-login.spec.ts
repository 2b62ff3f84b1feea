/**
 * The remembered login (spec §3, §4), opt-in: "Remember me" starts unticked, a player who ticks
 * it is logged in again by auto-login, and logging out removes the record.
 */
import type { Page } from '@playwright/test';
import { Api } from '@wps/contract/paths';
import { expect, test, type Sandbox } from '../support/fixtures';

const PASSWORD = 'Sup3r$ecret!';

/** Everything a script or an attacker with the profile could read: storage, cookies, IndexedDB. */
async function everythingStored(page: Page): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const dump: unknown[] = [{ ...localStorage }, { ...sessionStorage }, document.cookie];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name ?? '');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        // A CryptoKey shows its metadata only; its key bytes are not extractable.
        dump.push(
          values.map((v) =>
            v instanceof CryptoKey
              ? { type: v.type, extractable: v.extractable, algorithm: v.algorithm }
              : v,
          ),
        );
      }
      db.close();
    }
    return JSON.stringify(dump);
  });
  const cookies = JSON.stringify(await page.context().cookies());
  return inPage + cookies;
}

const REMEMBER = 'Remember me on this device';

/** A login by hand with "Remember me" ticked, as a player who asks to be remembered. */
async function logIn(page: Page, userName: string, password: string, remember = true) {
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel(REMEMBER).check();
  const memberAsked = page.waitForResponse((response) => response.url().includes(Api.memberInfo));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await memberAsked;
}

async function loginLogins(sandbox: Sandbox) {
  return (await sandbox.requests()).filter((r) => r.path === '/wps/session/login').length;
}

async function dropSession(page: Page) {
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.patchMember('demo01', { password: PASSWORD });
});

test('"Remember me" is off by default: nothing is sealed and a reload does not log in again', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/login');
  await expect(page.getByLabel(REMEMBER)).not.toBeChecked();
  await logIn(page, 'demo01', PASSWORD, false);
  expect(await page.evaluate(() => localStorage.getItem('remembered_login'))).toBeNull();
  await dropSession(page);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await loginLogins(sandbox)).toBe(1);
});

test('a player who asked is remembered: the box is ticked again, and unticking forgets', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await logIn(page, 'demo01', PASSWORD);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('remembered_login')))
    .not.toBeNull();
  await dropSession(page);
  // redirectUrl keeps auto-login from running (spec §4): the form shows, the box ticked.
  await page.goto('/m/login?redirectUrl=%2Fm%2Fhome');
  await expect(page.getByLabel(REMEMBER)).toBeChecked();
  await page.getByLabel(REMEMBER).uncheck();
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('remembered_login'))).toBeNull();
});

test('the remembered password is nowhere readable: not plain, Base64, hex or URL-encoded', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await logIn(page, 'demo01', PASSWORD);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('remembered_login')))
    .not.toBeNull();
  const stored = await everythingStored(page);
  const bytes = Buffer.from(PASSWORD, 'utf8');
  const forms = [
    PASSWORD,
    bytes.toString('base64'),
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase(),
    encodeURIComponent(PASSWORD),
    escape(PASSWORD),
  ];
  for (const form of forms) expect(stored, form).not.toContain(form);
  expect(stored).toContain('"extractable":false');
});

test('auto-login after a reload, and none with redirectUrl in the address bar', async ({
  page,
  sandbox,
}) => {
  await logIn(page, 'demo01', PASSWORD);
  await dropSession(page);
  await page.goto('/m/home?redirectUrl=%2Fm%2Fnews');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await loginLogins(sandbox)).toBe(1);

  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByRole('link', { name: /demo01/ })).toBeVisible();
  expect(await loginLogins(sandbox)).toBe(2);
});

test('login.cred.err forgets the remembered login', async ({ page, sandbox }) => {
  await logIn(page, 'demo01', PASSWORD);
  await sandbox.patchMember('demo01', { password: 'Changed123' });
  await dropSession(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('remembered_login'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('not.exists.user forgets the remembered login', async ({ page, sandbox }) => {
  void sandbox;
  await logIn(page, 'demo01', PASSWORD);
  await page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('remembered_login') ?? '{}');
    localStorage.setItem('remembered_login', JSON.stringify({ ...record, username: 'ghost9999' }));
    localStorage.removeItem('MC_SESSION_INFO');
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('remembered_login'))).toBeNull();
});

test('token_ip_different turns auto-login off', async ({ page, sandbox }) => {
  await logIn(page, 'demo01', PASSWORD);
  await sandbox.patchMember('demo01', { tokenIpDifferent: true });
  await dropSession(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  const before = await loginLogins(sandbox);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await loginLogins(sandbox)).toBe(before);
  expect(await page.evaluate(() => localStorage.getItem('remembered_login'))).not.toBeNull();
});

test('logging out forgets the remembered login', async ({ page, sandbox }) => {
  void sandbox;
  await logIn(page, 'demo01', PASSWORD);
  await page.goto('/m/member/home');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('remembered_login'))).toBeNull();
});
