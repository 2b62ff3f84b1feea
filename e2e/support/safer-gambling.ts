/**
 * Safer gambling in browser tests: the merchant's settings, the sandbox clock and the
 * responsible-gaming page's parts, named as the player reads them.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SandboxSaferGamblingApi, type SandboxClock } from '@wps/contract/safer-gambling';

/** Moves the sandbox's time forward by `ms` from where it stands (it never goes back). */
export async function moveSandboxClock(request: APIRequestContext, url: string, ms: number) {
  const now = (await (await request.get(url + SandboxSaferGamblingApi.clock)).json()) as {
    value?: SandboxClock;
  } & SandboxClock;
  const current = now.value ?? now;
  const moved = await request.put(url + SandboxSaferGamblingApi.clock, {
    data: { offsetMs: current.offsetMs + ms },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** One limit's row on /m/safer-gambling. */
export const limitRow = (page: Page, name: string) => page.getByRole('listitem', { name });

/** A moment as the page writes it: medium date, short time, in the browser's language. */
export function pageTime(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (at) =>
      new Intl.DateTimeFormat(document.documentElement.lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(Date.parse(at)),
    iso,
  );
}
