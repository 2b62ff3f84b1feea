/**
 * "No request in flight for 500 ms", as Playwright's `networkidle`, counted from the page's own
 * request events. Playwright's state can be lost for good: a frame that made requests and is
 * removed before its own 500 ms of quiet takes the page's `networkidle` with it until the page
 * asks for something else. The device-id sync's hidden frame is removed right after it answers,
 * and on a login form nothing may follow it (seen under load: a 60 s timeout in settle()).
 */
import type { Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';

const QUIET_MS = 500;

type Traffic = { inflight: Set<Request>; lastChange: number };
const traffic = new WeakMap<Page, Traffic>();

/** Called by the `page` fixture before the test opens anything. */
export function trackRequests(page: Page): void {
  const state: Traffic = { inflight: new Set(), lastChange: Date.now() };
  const done = (request: Request) => {
    state.inflight.delete(request);
    state.lastChange = Date.now();
  };
  page.on('request', (request) => {
    state.inflight.add(request);
    state.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, state);
}

/** `held`: requests a test holds on purpose, which may stay in flight (they never end). */
export async function networkQuiet(
  page: Page,
  held: (request: Request) => boolean = () => false,
): Promise<void> {
  const state = traffic.get(page);
  // A page the fixture did not open (a popup): Playwright's own state.
  if (!state) return page.waitForLoadState('networkidle');
  const idle = () => [...state.inflight].every(held);
  await expect
    .poll(() => idle() && Date.now() - state.lastChange >= QUIET_MS, {
      intervals: [100],
      message: 'no request in flight for 500 ms',
    })
    .toBe(true);
}
