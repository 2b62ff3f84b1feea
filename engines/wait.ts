/**
 * Waits that poll: a state is asked again every 50 ms until it holds or the limit passes, and a
 * miss says what was last seen. Engine-neutral: they ask through Driver.evaluate.
 */
import type { Driver } from './driver.ts';
import { STATE } from './in-page.ts';
import { describe, type Target } from './target.ts';

/** Two busy cores and a browser each: a page load and a chunk or two fit well inside this. */
export const WAIT_MS = Number(process.env.ENGINES_WAIT_MS ?? 15_000);
const POLL_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds for what it read; throws with the last reading. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = WAIT_MS,
): Promise<T> {
  const end = Date.now() + ms;
  let last: T | undefined;
  let failure: unknown;
  for (;;) {
    try {
      last = await read();
      failure = undefined;
      if (done(last)) return last;
    } catch (error) {
      // A page between two documents answers nothing: ask again.
      failure = error;
    }
    if (Date.now() > end) {
      const seen = failure ? String(failure) : JSON.stringify(last);
      throw new Error(`timed out after ${ms} ms waiting for ${what}; last seen: ${seen}`);
    }
    await pause(POLL_MS);
  }
}

/**
 * Polls `find` (an in-page answer of [element, where]) until it finds an element that stays
 * where it was for one poll, uncovered; answers the element.
 */
export async function placed<E>(what: string, find: () => Promise<[E, string] | null>): Promise<E> {
  let before = '';
  const found = await until(what, find, (now) => {
    const still = !!now && now[1] === before && !now[1].startsWith('covered');
    before = now ? now[1] : '';
    return still;
  });
  return found![0];
}

type State = { count: number; text: string };
const state = (driver: Driver, target: Target) => () => driver.evaluate<State>(STATE, target);

export const visible = (driver: Driver, target: Target) =>
  until(`${describe(target)} to be visible`, state(driver, target), (s) => s.count > 0);

export const hidden = (driver: Driver, target: Target) =>
  until(`${describe(target)} to be hidden`, state(driver, target), (s) => s.count === 0);

export const count = (driver: Driver, target: Target, n: number) =>
  until(`${n} × ${describe(target)}`, state(driver, target), (s) => s.count === n);

/** Waits until the first element the target finds has a text containing (or matching) this. */
export const hasText = (driver: Driver, target: Target, expected: string | RegExp) =>
  until(`${describe(target)} to have the text ${String(expected)}`, state(driver, target), (s) =>
    s.count > 0 && typeof expected === 'string'
      ? s.text.includes(expected)
      : s.count > 0 && (expected as RegExp).test(s.text),
  );

export const urlMatches = (driver: Driver, pattern: RegExp) =>
  until(
    `the URL to match ${pattern}`,
    () => driver.url(),
    (url) => pattern.test(url),
  );

/** Polls an in-page function (source text) until its JSON answer equals `expected`. */
export const evaluates = <T>(driver: Driver, fn: string, expected: T, ...args: unknown[]) =>
  until(
    `${fn} to answer ${JSON.stringify(expected)}`,
    () => driver.evaluate<T>(fn, ...args),
    (value) => JSON.stringify(value) === JSON.stringify(expected),
  );
