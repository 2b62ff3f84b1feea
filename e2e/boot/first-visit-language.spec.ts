/**
 * A first visit's language (lib/i18n/browser-language.ts): with nothing stored, the page takes
 * the browser's preferred language when the site offers it, and index.html asks for that
 * language's file beside the status call, not after it: the login page a paid link opens waits
 * for one round trip, not two. A guess the site lacks costs one more file, never a page drawn in
 * that language.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Api } from '@wps/contract/paths';
import { expect, test } from '../support/fixtures';

const LOCALES = join(import.meta.dirname, '..', '..', 'app', 'src', 'lib', 'i18n', 'locales');
const words = (code: string) =>
  JSON.parse(readFileSync(join(LOCALES, `${code}.json`), 'utf8')) as Record<string, string>;
const localeFile = (code: string) => new RegExp(`/m/assets/${code}-[\\w-]+\\.json$`);

/** Every `lang` the document had, from its first byte on. */
async function watchLang(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { langsSeen: string[] }).langsSeen = seen;
    const record = () => {
      const lang = document.documentElement?.lang;
      if (lang === undefined) return;
      if (seen[seen.length - 1] !== lang) seen.push(lang);
    };
    new MutationObserver(record).observe(document, { attributes: true, subtree: true });
    record();
  });
  return () => page.evaluate(() => (window as unknown as { langsSeen: string[] }).langsSeen);
}

/** Whether any Korean (Hangul) text was ever in the page. */
async function watchHangul(page: Page) {
  await page.addInitScript(() => {
    const flag = { seen: false };
    (window as unknown as { hangul: typeof flag }).hangul = flag;
    new MutationObserver(() => {
      if (/[\u1100-\u11ff\uac00-\ud7af]/.test(document.body?.innerText ?? '')) flag.seen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { hangul: { seen: boolean } }).hangul.seen);
}

/** Holds the site status until `until` has been asked for (or the test's patience ran out). */
async function holdStatus(page: Page, until: RegExp) {
  const asked = page.waitForRequest(until, { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  await page.route(
    (url) => url.pathname === Api.systemStatus,
    async (route) => {
      await asked;
      await route.continue();
    },
  );
  // In an object: an async function's returned promise would be awaited with it.
  return { asked };
}

test.describe('a browser in Vietnamese', () => {
  test.use({ locale: 'vi-VN' });

  test('opens the login page in Vietnamese, its file asked for while the status is out', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    const langs = await watchLang(page);
    const { asked } = await holdStatus(page, localeFile('vi'));
    await page.goto('/m/login');
    expect(await asked, 'the language file left before the status answered').toBe(true);
    await expect(
      page.getByRole('button', { name: words('vi')['login.submit'], exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    expect(await langs()).not.toContain('en');
    // A guess is not a choice: nothing is stored as the player's language.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  });
});

test.describe('a browser in Korean on a site without Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('draws the site’s own language, never Korean', async ({ page, sandbox }) => {
    await sandbox.patchMerchant({ status: { languages: ['TH', 'EN'] } });
    const hangulSeen = await watchHangul(page);
    const thai = page.waitForRequest(localeFile('th'));
    await page.goto('/m/login');
    await thai;
    await expect(
      page.getByRole('button', { name: words('th')['login.submit'], exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    // The shell may take the browser's `lang` before the status answers; no word is drawn in it.
    expect(await hangulSeen()).toBe(false);
  });
});

test.describe('a browser in Urdu', () => {
  test.use({ locale: 'ur-PK' });

  test('is right to left from the prerendered shell on', async ({ page, sandbox }) => {
    void sandbox;
    const langs = await watchLang(page);
    await page.goto('/m/login');
    await expect(
      page.getByRole('button', { name: words('ur')['login.submit'], exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The shell's script set it before the first paint: never another language.
    expect(await langs()).toEqual(['ur']);
  });
});
