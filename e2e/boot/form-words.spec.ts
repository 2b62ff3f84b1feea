/**
 * The sign-in forms' first words come with the HTML and the language file, before the entry
 * script has run (app/src/app/first-paint/shell-words.ts, locale-preload-script.ts): a player
 * landing on /m/login or /m/register from a paid link reads the form one round trip after the
 * HTML. The shell draws them where the app will, at the app's size, so the page's largest paint
 * is the shell's and the app's takeover moves nothing.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { holdAssets } from '../support/hold-assets';

type Box = { x: number; y: number; width: number; height: number };
const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element): Box => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });

/** Every largest-contentful-paint candidate: whether it was the shell's, and its size. */
async function watchLargestPaint(page: Page) {
  await page.addInitScript(() => {
    const seen: { shell: boolean; size: number }[] = [];
    (window as unknown as { largest: typeof seen }).largest = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        element: Element | null;
        size: number;
      })[])
        seen.push({ shell: !!entry.element?.closest('#shell'), size: entry.size });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { largest: { shell: boolean; size: number }[] }).largest,
    );
}

const LOCALES = join(import.meta.dirname, '..', '..', 'app', 'src', 'lib', 'i18n', 'locales');
const words = (code: string) =>
  JSON.parse(readFileSync(join(LOCALES, `${code}.json`), 'utf8')) as Record<string, string>;

/** Each form: its slots with the app's element that draws the same words, by message key. */
const FORMS = [
  {
    path: '/m/login',
    words: [
      ['title', '.page-title', 'page.login'],
      ['lead', '.auth-lead', 'login.title'],
      ['sub', '.auth-card > div > .muted', 'login.subtitle'],
    ],
    ask: 'login.noAccount',
    link: 'login.registerLink',
  },
  {
    path: '/m/register',
    words: [['title', '.page-title', 'page.register']],
    ask: 'register.haveAccount',
    link: 'header.login',
  },
] as const;

const CASES = [
  { form: FORMS[0], language: 'en', theme: 'dark' },
  { form: FORMS[1], language: 'en', theme: 'dark' },
  // Right to left and light, from the first words on.
  { form: FORMS[0], language: 'ur', theme: 'light' },
] as const;

for (const { form, language, theme } of CASES) {
  test(`${form.path} in ${language}, ${theme}: its words are drawn before the entry runs, where and as large as the app draws them`, async ({
    page,
  }) => {
    const t = words(language);
    const largest = await watchLargestPaint(page);
    // The sandbox's site offers no app: a page that decided so keeps no room for the download
    // bar, in the shell as in the app, so the words' boxes compare as they stand.
    await page.addInitScript(
      ({ code, mode }) => {
        localStorage.setItem('download_bar_shown', 'false');
        localStorage.setItem('theme', mode);
        if (code !== 'en') localStorage.setItem('language', code.toUpperCase());
      },
      { code: language as string, mode: theme as string },
    );
    const files: string[] = [];
    page.on('request', (request) => {
      if (/\/m\/assets\/[a-z-]+-[\w-]+\.json$/.test(request.url())) files.push(request.url());
    });
    const release = await holdAssets(page);
    await page.goto(form.path, { waitUntil: 'commit' });
    const shell = page.locator('#shell');
    const boxes: Record<string, Box> = {};
    for (const [slot, , key] of form.words) {
      await expect(shell.locator(`[data-w="${slot}"]`)).toHaveText(t[key]!);
      boxes[slot] = await box(page, `#shell [data-w="${slot}"]`);
    }
    await expect(shell.locator('[data-w="ask"]')).toHaveText(t[form.ask]!);
    await expect(shell.locator('[data-w="link"]')).toHaveText(t[form.link]!);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ur' ? 'rtl' : 'ltr');
    const line = await box(page, '#shell .sh-sw');
    // The page's largest paint so far is the shell's: no script of the app has run.
    await expect.poll(async () => (await largest()).at(-1)?.shell).toBe(true);
    release();
    await expect(page.locator('.auth-switch')).toBeVisible();
    await expect(shell).toHaveCount(0);
    for (const [slot, selector, key] of form.words) {
      await expect(page.locator(selector)).toHaveText(t[key]!);
      expect(await box(page, selector), slot).toEqual(boxes[slot]);
    }
    await expect(page.locator('.auth-switch')).toHaveText(`${t[form.ask]} ${t[form.link]}`);
    const appLine = await box(page, '.auth-switch');
    expect({ width: appLine.width, height: appLine.height }).toEqual({
      width: line.width,
      height: line.height,
    });
    // The file the shell's words came from is the app's too: asked for once.
    expect(files).toHaveLength(1);
    // Nothing the app drew was larger: the largest paint stays the shell's.
    expect((await largest()).at(-1)?.shell).toBe(true);
  });
}

test.describe('a stored language left as garbage', () => {
  test.use({ locale: 'vi-VN' });

  test('the shell’s words and the app’s are both in the browser’s language', async ({ page }) => {
    const t = words('vi');
    // Fails the storage's rule: the app drops it and takes the browser's language.
    await page.addInitScript(() => localStorage.setItem('language', '"VI"'));
    const release = await holdAssets(page);
    await page.goto('/m/login', { waitUntil: 'commit' });
    await expect(page.locator('#shell [data-w="lead"]')).toHaveText(t['login.title']!);
    release();
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.locator('.auth-lead')).toHaveText(t['login.title']!);
  });
});
