/**
 * Moves within a running app instead of loading it again, for tests whose subject is what a page
 * shows rather than its cold load. A cold load costs seconds on a busy machine; these cost a
 * render. Tests about the cold load itself (boot calls, first paint, the server's addresses)
 * keep page.goto.
 */
import { expect, type Page } from '@playwright/test';
import { Api } from '@wps/contract/paths';
import { seriousViolations } from './axe';
import type { Sandbox } from './fixtures';
import { signIn } from './sign-in';

/**
 * Opens `path` through the app's router, as an in-app link does: wouter follows
 * history.pushState (it patches it), so the route renders without a page load. The app must be
 * running already (a first page.goto). The caller waits for what the new route shows.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

/** The page background of each theme (styles/tokens.css --color-bg). */
const BACKGROUND = { dark: 'rgb(15, 17, 21)', light: 'rgb(245, 246, 248)' } as const;

/**
 * Switches the running app to `theme` in place, as applyTheme (domains/site/theme.ts) does for the
 * site's mobileTemplate: the themes are the CSS custom-property sets of html[data-theme], and
 * nothing else in the page depends on the theme. Waits until the page has restyled.
 * e2e/platform/shell.spec.ts proves that the site's mobileTemplate picks the theme.
 */
export async function showTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((name) => (document.documentElement.dataset.theme = name), theme);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(BACKGROUND[theme]);
}

/**
 * axe in the theme the page shows, then in the other one switched in place: the serious
 * violations of each theme, by name, so that a failure says which theme it is in.
 */
export async function violationsInBothThemes(
  page: Page,
  include?: string,
): Promise<Record<'dark' | 'light', string[]>> {
  const shown = await page.evaluate(() => document.documentElement.dataset.theme);
  const first = shown === 'light' ? 'light' : 'dark';
  const second = first === 'light' ? 'dark' : 'light';
  await showTheme(page, first);
  const firstViolations = await seriousViolations(page, include);
  await showTheme(page, second);
  const secondViolations = await seriousViolations(page, include);
  return { [first]: firstViolations, [second]: secondViolations } as Record<
    'dark' | 'light',
    string[]
  >;
}

/**
 * Fills and sends the login form without waiting for home, for a login that goes elsewhere
 * (a forced password change): fixtures' logIn would first wait out its expect timeout on home.
 */
export async function sendLoginForm(page: Page, userName: string, password: string) {
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Where fixtures' logIn leaves a test, without the login page: the member's home, loaded with a
 * stored session (sign-in.ts), once home's member-info answer is in (so that it lands on nothing
 * the test does next). For tests whose subject is not the login form.
 */
export async function signInHome(page: Page, userName?: string, password?: string) {
  await signIn(page, userName, password);
  const memberAsked = page.waitForResponse((response) => response.url().includes(Api.memberInfo));
  await page.goto('/m/home');
  await memberAsked;
}

/**
 * A member on a dark-themed site, on `path` when given: where the both-themes axe tests start
 * (violationsInBothThemes then adds the light theme in place).
 */
export async function memberOnDarkSite(page: Page, sandbox: Sandbox, path?: string): Promise<void> {
  await sandbox.patchMerchant({ status: { mobileTemplate: 'dark' } });
  await signIn(page);
  if (path) await page.goto(path);
}
