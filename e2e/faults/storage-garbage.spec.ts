/**
 * Garbage in storage never breaks the app: every key of app/src/lib/storage/keys.ts
 * holding invalid JSON, a value of the wrong type or a 3 MB string starts the app logged out,
 * with a titled page and no uncaught error.
 */
import type { Page } from '@playwright/test';
import { SESSION_STORAGE_SCHEMAS, STORAGE_SCHEMAS } from '../../app/src/lib/storage/keys.ts';
import { expect, test } from '../support/fixtures';

// Every key the app reads, from the module that lists them: a key added there is planted here.
const LOCAL_KEYS = Object.keys(STORAGE_SCHEMAS);
const SESSION_KEYS = Object.keys(SESSION_STORAGE_SCHEMAS);

const GARBAGE: Record<string, string> = {
  'invalid JSON': '{"token": "abc", ',
  'wrong types': JSON.stringify({ token: { a: 1 }, userName: [1, 2], show: 'yes', hashes: 7 }),
  'a 3 MB string': 'x'.repeat(3 * 1024 * 1024),
};

async function plant(page: Page, value: string) {
  await page.addInitScript(
    ([local, session, garbage]) => {
      for (const key of local) {
        try {
          localStorage.setItem(key, garbage);
        } catch {
          // A full quota refuses the rest: what is planted is planted.
        }
      }
      for (const key of session) {
        try {
          sessionStorage.setItem(key, garbage);
        } catch {
          // The same for the tab's own quota.
        }
      }
    },
    [LOCAL_KEYS, SESSION_KEYS, value] as const,
  );
}

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
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    // A member page sends a guest to log in: the garbage session was not taken.
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
