/**
 * The Driver (driver.ts) over WebDriver BiDi, with puppeteer-core: Debian's Firefox ESR, which
 * speaks BiDi itself (no geckodriver, nothing downloaded). BiDi reports a page's uncaught errors
 * and unhandled rejections as log entries, which Puppeteer emits as `pageerror`.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import type { Driver } from './driver.ts';
import { ABORTED_IMPORT, CARET_TO_END, FIND_PLACED, FORGET_SITE, VALUE } from './in-page.ts';
import { describe, type Target } from './target.ts';
import { placed } from './wait.ts';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * The in-page source text as a function whose own source it is: Puppeteer sends a function's
 * text, and this one's text never went through tsx's transform.
 */
const asFunction = (fn: string) =>
  new Function(`return (${fn});`)() as (...args: unknown[]) => unknown;

export async function firefoxSession(
  baseUrl: string,
  userAgent: string,
  size: { width: number; height: number },
): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      'general.useragent.override': userAgent,
      // Off, as in the Playwright phone project: no journey depends on what an earlier one cached.
      'dom.serviceWorkers.enabled': false,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(size);
  return new PuppeteerPage(browser, page, baseUrl, [], true);
}

class PuppeteerPage implements Driver {
  readonly engine = 'firefox' as const;
  /** True while the test's own navigation replaces the page. */
  private leaving = false;

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly errors: string[],
    private readonly ownsBrowser: boolean,
  ) {
    page.on('pageerror', (error) => {
      // A module load that the test's own navigation aborted: its page is going away.
      if (this.leaving && ABORTED_IMPORT.test(String(error))) return;
      errors.push(`${page.url()}: ${String(error)}`);
    });
  }

  private async navigate(go: () => Promise<unknown>) {
    this.leaving = true;
    try {
      await go();
    } finally {
      this.leaving = false;
    }
  }

  evaluate<T>(fn: string, ...args: unknown[]): Promise<T> {
    return this.page.evaluate(asFunction(fn), ...args) as Promise<T>;
  }

  async goto(path: string) {
    await this.navigate(() =>
      this.page.goto(new URL(path, this.baseUrl).href, { waitUntil: 'load' }),
    );
  }

  async reload() {
    await this.navigate(() => this.page.reload({ waitUntil: 'load' }));
  }

  async url() {
    return this.page.url();
  }

  private async element(target: Target): Promise<ElementHandle<Element>> {
    const find = async (): Promise<[ElementHandle<Element>, string] | null> => {
      const found = await this.page.evaluateHandle(asFunction(FIND_PLACED), target);
      try {
        const where = (await found.evaluate(asFunction('(a) => (a ? a[1] : null)'))) as
          string | null;
        if (where === null) return null;
        const element = await found.evaluateHandle(asFunction('(a) => a[0]'));
        return [element.asElement() as ElementHandle<Element>, where];
      } finally {
        await found.dispose();
      }
    };
    return placed(`${describe(target)} to be visible and still`, find);
  }

  async click(target: Target) {
    await (await this.element(target)).click();
  }

  async fill(target: Target, value: string) {
    const element = await this.element(target);
    const length = (await element.evaluate(asFunction(CARET_TO_END))) as number;
    for (let i = 0; i < length; i++) await this.page.keyboard.press('Backspace');
    await this.page.keyboard.type(value);
    const typed = await element.evaluate(asFunction(VALUE));
    if (typed !== value) throw new Error(`${describe(target)} holds "${typed}", not "${value}"`);
  }

  async select(target: Target, label: string) {
    const element = await this.element(target);
    const value = (await element.evaluate(
      (select, wanted) =>
        Array.from((select as HTMLSelectElement).options).find((o) => o.label.trim() === wanted)
          ?.value ?? null,
      label,
    )) as string | null;
    if (value === null) throw new Error(`${describe(target)} has no option "${label}"`);
    await element.select(value);
  }

  async frameText(target: Target) {
    const frame = await (await this.element(target)).contentFrame();
    if (!frame) throw new Error(`${describe(target)} has no document`);
    return (await frame.evaluate(
      asFunction(`() => document.body ? document.body.innerText : ''`),
    )) as string;
  }

  async withNewWindow(open: () => Promise<void>, use: (window: Driver) => Promise<void>) {
    const known = new Set(this.browser.targets());
    const target = this.browser.waitForTarget((t) => t.type() === 'page' && !known.has(t));
    await open();
    const opened = await (await target).page();
    if (!opened) throw new Error('the new window has no page');
    try {
      await use(new PuppeteerPage(this.browser, opened, this.baseUrl, this.errors, false));
    } finally {
      await opened.close();
      await this.page.bringToFront();
    }
  }

  async forgetSite() {
    await this.goto('/m/icon.svg');
    const cookies = await this.page.cookies();
    if (cookies.length > 0) await this.page.deleteCookie(...cookies);
    await this.evaluate(FORGET_SITE);
  }

  async takePageErrors() {
    return this.errors.splice(0);
  }

  async close() {
    if (this.ownsBrowser) await this.browser.close();
  }
}
