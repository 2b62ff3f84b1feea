/**
 * Garbage in storage never breaks the app: every key of app/src/lib/storage/keys.ts
 * holding invalid JSON, a value of the wrong type or a 3 MB string starts the app logged out,
 * with a titled page and no uncaught error.
 */
import type { Page } from '@playwright/test';
import { SESSION_STORAGE_SCHEMAS, STORAGE_SCHEMAS } from '../../app/src/lib/storage/keys.ts';
import { expect, test } from '../support/fixtures';

// Every key the app reads, from the module that lists them: a key added there is planted here.
// The stored session first: a quota that takes one 3 MB string takes the one that logs in.
const SESSION_KEY = 'MC_SESSION_INFO';
const LOCAL_KEYS = [SESSION_KEY, ...Object.keys(STORAGE_SCHEMAS).filter((k) => k !== SESSION_KEY)];
const SESSION_KEYS = Object.keys(SESSION_STORAGE_SCHEMAS);

const GARBAGE: Record<string, string> = {
  'invalid JSON': '{"token": "abc", ',
  'wrong types': JSON.stringify({ token: { a: 1 }, userName: [1, 2], show: 'yes', hashes: 7 }),
  'a 3 MB string': 'x'.repeat(3 * 1024 * 1024),
};

/** The keys the page's storage held the garbage in when the app started, by area. */
type Planted = { local: string[]; session: string[] };

async function plant(page: Page, value: string) {
  await page.addInitScript(
    ([local, session, garbage]) => {
      const planted: Planted = { local: [], session: [] };
      const put = (storage: Storage, key: string, list: string[]) => {
        try {
          storage.setItem(key, garbage);
          if (storage.getItem(key) === garbage) list.push(key);
        } catch {
          // A full quota refuses the rest: what is planted is planted, and listed.
        }
      };
      for (const key of local) put(localStorage, key, planted.local);
      for (const key of session) put(sessionStorage, key, planted.session);
      (window as unknown as { __planted: Planted }).__planted = planted;
    },
    [LOCAL_KEYS, SESSION_KEYS, value] as const,
  );
}

const plantedOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __planted: Planted }).__planted);

for (const [kind, value] of Object.entries(GARBAGE)) {
  test(`${kind} in every storage key: logged out, a titled page, no uncaught error`, async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await plant(page, value);
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // What the app met: the garbage in the stored session, and in every key the quota took
    // (all of them, but for the 3 MB string: one 3 MB string per storage area fits in 5 MB).
    const planted = await plantedOf(page);
    expect(planted.local).toContain(SESSION_KEY);
    expect(planted.session.length).toBeGreaterThan(0);
    if (value.length < 1024) {
      expect(planted).toEqual({ local: LOCAL_KEYS, session: SESSION_KEYS });
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    // A member page sends a guest to log in: the garbage session was not taken.
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
