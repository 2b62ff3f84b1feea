/**
 * The Driver (driver.ts) over W3C WebDriver Classic, with the `webdriver` package: WebKit's
 * MiniBrowser through WebKitWebDriver. Elements are found by a script (in-page.ts) that answers
 * them as WebDriver element references, then clicked and typed into with WebDriver's own
 * commands, which act as a player's input does.
 */
import './quiet-webdriver.ts';
import WebDriver, { type Client } from 'webdriver';
import type { Driver } from './driver.ts';
import {
  CARET_TO_END,
  FIND_PLACED,
  FORGET_SITE,
  LEAVING,
  TAKE_PAGE_ERRORS,
  VALUE,
} from './in-page.ts';
import { describe, type Target } from './target.ts';
import { placed, until } from './wait.ts';
import { miniBrowser, type RunningDriver } from './webkit-driver.ts';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = { [ELEMENT]: string };
const BACKSPACE = '\uE003';

/** A function's source text as the body WebDriver's Execute Script expects. */
const body = (fn: string) => `return (${fn}).apply(null, arguments);`;

export async function webKitSession(
  running: RunningDriver,
  baseUrl: string,
  userAgent: string,
  size: { width: number; height: number },
): Promise<Driver> {
  const client = await WebDriver.newSession({
    hostname: '127.0.0.1',
    port: running.port,
    path: '/',
    logLevel: 'warn',
    connectionRetryCount: 0,
    capabilities: {
      // No browserName: the client would otherwise ask for BiDi, which WebKitWebDriver lacks.
      'webkitgtk:browserOptions': {
        binary: miniBrowser(),
        // Service workers off, as in the Playwright phone project: no journey depends on what
        // an earlier one cached (the worker is tested in e2e/pwa).
        args: ['--automation', `--user-agent=${userAgent}`, '--features=-ServiceWorkers'],
      },
    } as WebdriverIO.Capabilities,
  });
  await client.setWindowRect(0, 0, size.width, size.height);
  return new WebDriverPage(client, baseUrl, [], true);
}

class WebDriverPage implements Driver {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly client: Client,
    private readonly baseUrl: string,
    /** Errors read from pages already left: each page's list goes with its document. */
    private readonly errors: string[],
    private readonly ownsSession: boolean,
  ) {}

  async evaluate<T>(fn: string, ...args: unknown[]): Promise<T> {
    return (await this.client.executeScript(body(fn), args as object[])) as T;
  }

  private async collectErrors() {
    try {
      this.errors.push(...(await this.evaluate<string[]>(TAKE_PAGE_ERRORS)));
    } catch {
      // No document to ask (a first load, a window closing): nothing was kept there.
    }
  }

  /** Before the test's own navigation: what the page kept, then the leaving mark. */
  private async leave() {
    await this.collectErrors();
    await this.evaluate(LEAVING).catch(() => undefined);
  }

  async goto(path: string) {
    await this.leave();
    await this.client.navigateTo(new URL(path, this.baseUrl).href);
  }

  async reload() {
    await this.leave();
    await this.client.refresh();
  }

  url() {
    return this.client.getUrl();
  }

  private element(target: Target): Promise<ElementRef> {
    return placed(`${describe(target)} to be visible and still`, () =>
      this.evaluate<[ElementRef, string] | null>(FIND_PLACED, target),
    );
  }

  async click(target: Target) {
    const element = await this.element(target);
    await this.client.elementClick(element[ELEMENT]);
  }

  async fill(target: Target, value: string) {
    const element = await this.element(target);
    const length = await this.evaluate<number>(CARET_TO_END, element);
    await this.client.elementSendKeys(element[ELEMENT], BACKSPACE.repeat(length) + value);
    const typed = await this.evaluate<string>(VALUE, element);
    if (typed !== value) throw new Error(`${describe(target)} holds "${typed}", not "${value}"`);
  }

  async select(target: Target, label: string) {
    const element = await this.element(target);
    const option = await this.evaluate<ElementRef | null>(
      `(select, label) => Array.from(select.options).find((o) => o.label.trim() === label) || null`,
      element,
      label,
    );
    if (!option) throw new Error(`${describe(target)} has no option "${label}"`);
    await this.client.elementClick(option[ELEMENT]);
  }

  async frameText(target: Target) {
    const element = await this.element(target);
    await this.client.switchToFrame(element);
    try {
      return await this.evaluate<string>(`() => document.body ? document.body.innerText : ''`);
    } finally {
      await this.client.switchToParentFrame();
    }
  }

  async withNewWindow(open: () => Promise<void>, use: (window: Driver) => Promise<void>) {
    const mine = await this.client.getWindowHandle();
    const before = new Set(await this.client.getWindowHandles());
    await open();
    const handles = await until(
      'a new window',
      () => this.client.getWindowHandles(),
      (now) => now.some((handle) => !before.has(handle)),
    );
    const opened = handles.find((handle) => !before.has(handle))!;
    await this.client.switchToWindow(opened);
    const window = new WebDriverPage(this.client, this.baseUrl, this.errors, false);
    try {
      await use(window);
      await window.collectErrors();
    } finally {
      await this.client.closeWindow();
      await this.client.switchToWindow(mine);
    }
  }

  async forgetSite() {
    await this.goto('/m/icon.svg');
    await this.client.deleteAllCookies();
    await this.evaluate(FORGET_SITE);
  }

  async takePageErrors() {
    await this.collectErrors();
    return this.errors.splice(0);
  }

  async close() {
    if (this.ownsSession) await this.client.deleteSession();
  }
}
