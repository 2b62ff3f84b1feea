/**
 * Helpers of the push tests: the relay calls the sandbox logged, what its FCM stand-in
 * holds (GET /sandbox/push), the soft prompt, and a page that counts the browser's own
 * permission dialogs (the app must never open one by itself).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { PushRelay, PushStandIn, type SandboxPushToken } from '@wps/contract/push';
import { SandboxApi } from '@wps/contract/paths';
import { expect, type Sandbox } from './fixtures';
import { signIn } from './sign-in';
import { settle } from './install';

const CONTROL = SandboxApi.reset.replace('/reset', '') + PushStandIn.control;

type Logged = { method: string; path: string; body?: unknown; at: number };

/** The bodies of the calls to one push relay, oldest first. */
export async function relayBodies(
  sandbox: Sandbox,
  relay: keyof typeof PushRelay,
): Promise<unknown[]> {
  const log = (await sandbox.requests()) as unknown as Logged[];
  return log.filter((entry) => entry.path === PushRelay[relay]).map((entry) => entry.body);
}

/** The paths of the push relays and the logout, in the order they came. */
export async function pushAndLogoutPaths(sandbox: Sandbox): Promise<string[]> {
  const log = (await sandbox.requests()) as unknown as (Logged & { id?: number })[];
  return log
    .filter(
      (entry) => entry.path.startsWith('/wps/relay/CSP_fcm') || entry.path.endsWith('/logout'),
    )
    .map((entry) => entry.path);
}

export async function pushState(
  request: APIRequestContext,
  url: string,
): Promise<{ tokens: SandboxPushToken[]; sent: unknown[] }> {
  const answer = (await (await request.get(url + CONTROL)).json()) as {
    value: { tokens: SandboxPushToken[]; sent: unknown[] };
  };
  return answer.value;
}

/** Sends a push through the sandbox's FCM stand-in; answers the message the worker gets. */
export async function sendPush(
  request: APIRequestContext,
  url: string,
  push: { token: string; title: string; body?: string; link?: string; icon?: string },
): Promise<unknown> {
  const response = await request.post(url + CONTROL, { data: push });
  if (!response.ok()) throw new Error(`push refused: ${await response.text()}`);
  return ((await response.json()) as { value: unknown }).value;
}

export const pushPrompt = (page: Page) =>
  page.getByRole('dialog', { name: 'Turn on notifications' });

/** The stored web token, as the app keeps it (domains/push/token-store). */
export const storedToken = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('push_token');
    return raw ? (JSON.parse(raw) as { token: string; fetchedAt: string }) : null;
  });

/** Counts Notification.requestPermission calls in every page of the context. */
export async function countPermissionRequests(page: Page): Promise<() => Promise<number>> {
  await page.context().addInitScript(() => {
    const original = Notification.requestPermission.bind(Notification);
    const counter = window as unknown as { __pushAsks: number };
    counter.__pushAsks = 0;
    Notification.requestPermission = () => {
      counter.__pushAsks += 1;
      return original();
    };
  });
  return () => page.evaluate(() => (window as unknown as { __pushAsks: number }).__pushAsks);
}

declare global {
  interface Window {
    /** setTimeout calls of the push host's chunk, in page time. */
    pushTimers?: { ms: number; at: number }[];
  }
}

/**
 * A member's `path` with the page's clock paused from the start (e2e/support/install's settle
 * steps it until the page and its chunks are in); the push host's timers are logged with their
 * page time, so a test knows when its delay started.
 */
export async function openPausedForPush(page: Page, path: string) {
  await page.clock.install();
  await page.addInitScript(() => {
    window.pushTimers = [];
    const original = window.setTimeout.bind(window);
    const logged = (handler: TimerHandler, ms?: number, ...rest: unknown[]): number => {
      if (/\/PushPromptHost-/.test(new Error().stack ?? ''))
        window.pushTimers!.push({ ms: ms ?? 0, at: Date.now() });
      return original(handler, ms, ...rest);
    };
    window.setTimeout = logged as typeof window.setTimeout;
  });
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await settle(page);
}

/** Steps the paused clock until the host started its delay; then moves it to `ms` after that. */
export async function runToAfterPushStart(page: Page, ms: number) {
  const started = () => page.evaluate(() => window.pushTimers![0]?.at ?? null);
  for (let step = 0; (await started()) === null; step++) {
    if (step > 500) throw new Error('the push prompt never started its delay');
    await page.clock.runFor(20);
  }
  const passed = await page.evaluate((at) => Date.now() - at, (await started())!);
  if (passed > ms) throw new Error(`already ${passed} ms after the start`);
  await page.clock.runFor(ms - passed);
}

/**
 * A member who allowed notifications before, opening `path` with `open`: no prompt, the token is
 * fetched and bound at once. Answers the token once it is subscribed.
 */
export async function allowedMember(
  page: Page,
  sandbox: Sandbox,
  open: (page: Page, path: string) => Promise<unknown>,
  path = '/m/home',
): Promise<string> {
  await page.context().grantPermissions(['notifications']);
  await signIn(page);
  // The subscribe is the last of a chain the page runs after its load event (the status, the
  // page's chunk, its first paint, the after-paint hosts, the push host, the token source, the
  // bind): awaited as the page's own call, not as a poll of the sandbox's log, which gave that
  // whole chain one assertion's timeout counted from the load event and ran out on busy cores.
  const subscribed = page.waitForResponse((r) => r.url().endsWith(PushRelay.subscribe));
  await open(page, path);
  await subscribed;
  expect(await relayBodies(sandbox, 'subscribe')).not.toHaveLength(0);
  return (await storedToken(page))!.token;
}
