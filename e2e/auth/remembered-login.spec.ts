import type { Page } from '@playwright/test';
import { expect, logIn, test, type Sandbox } from '../support/fixtures';

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

async function loginLogins(sandbox: Sandbox) {
  return (await sandbox.requests()).filter((r) => r.path === '/wps/session/login').length;
}

async function dropSession(page: Page) {
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.patchMember('demo01', { password: PASSWORD });
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
