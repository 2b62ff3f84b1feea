/**
 * The little a journey asks of a browser, so that one journey runs in every engine: WebKit
 * through its W3C WebDriver (webdriver-client.ts), Firefox through Puppeteer over WebDriver BiDi
 * (puppeteer-client.ts). Pages are found by what a player sees (target.ts); every wait polls the
 * page's state (wait.ts), none sleeps a fixed time.
 */
import type { Target } from './target.ts';

export type Engine = 'webkit' | 'firefox';

export interface Driver {
  readonly engine: Engine;
  /** Opens a path of the sandbox's site and waits for its load. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs a function (its source text) in the page with JSON arguments; answers its result. */
  evaluate<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** A native click on the element, once it is visible. */
  click(target: Target): Promise<void>;
  /** Empties the field and types the value, as keys. */
  fill(target: Target, value: string): Promise<void>;
  /** Chooses the option with this label in a select. */
  select(target: Target, label: string): Promise<void>;
  /** The text of the document in a frame (a game's, on another origin). */
  frameText(target: Target): Promise<string>;
  /** Runs `open`, then `use` on the window it opened; closes that window after. */
  withNewWindow(open: () => Promise<void>, use: (window: Driver) => Promise<void>): Promise<void>;
  /** Forgets the site's cookies, storage and caches. */
  forgetSite(): Promise<void>;
  /** The uncaught errors and unhandled rejections of every page since the last call. */
  takePageErrors(): Promise<string[]>;
  close(): Promise<void>;
}
