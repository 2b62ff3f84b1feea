/**
 * Test fixtures: each worker runs its own sandbox (own port, own database), and every test
 * starts from a freshly reset sandbox through the control API (contract §5).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { Api, Demo, SandboxApi } from '@wps/contract/paths';
import { SAFER_GAMBLING_OFF } from '@wps/contract/safer-gambling-presets';
import type { SiteStatusInput } from '@wps/contract/status';
import { startSandbox } from '../../sandbox/src/start.ts';
import { demoBanners } from '../../sandbox/src/seed/content.ts';
import { DIST } from './bundle-manifest.ts';
import { trackRequests } from './network-quiet';

export type Sandbox = {
  url: string;
  patchMerchant(
    patch: { status?: Partial<SiteStatusInput> } & Record<string, unknown>,
  ): Promise<void>;
  patchMember(userName: string, patch: Record<string, unknown>): Promise<void>;
  setFaults(faults: Record<string, unknown>[]): Promise<void>;
  clearFaults(): Promise<void>;
  requests(): Promise<{ method: string; path: string; headers: Record<string, string> }[]>;
};

function control(request: APIRequestContext, url: string): Sandbox {
  const ok = async (response: { ok(): boolean; status(): number; text(): Promise<string> }) => {
    if (!response.ok())
      throw new Error(`sandbox control ${response.status()}: ${await response.text()}`);
  };
  return {
    url,
    patchMerchant: async (patch) =>
      ok(await request.patch(url + SandboxApi.merchant(Demo.merchant), { data: patch })),
    patchMember: async (name, patch) =>
      ok(await request.patch(url + SandboxApi.member(name), { data: patch })),
    setFaults: async (faults) => ok(await request.put(url + SandboxApi.faults, { data: faults })),
    clearFaults: async () => ok(await request.delete(url + SandboxApi.faults)),
    requests: async () =>
      ((await (await request.get(url + SandboxApi.requests)).json()) as { value: never }).value,
  };
}

/** Seeded content minus what pops up: popups would cover the page of tests about other things. */
const NO_POPUPS = {
  announcements: [],
  banners: demoBanners.filter((banner) => banner.groupName === 'm_home'),
};

/** The site's switch for the top download bar, off for tests about other things. */
const NO_DOWNLOAD_BAR = { status: { hideDownloadBar: true } };

/**
 * The demo site is seeded with the Malta safer-gambling preset, so `npm start` shows the whole
 * product. Tests start from the spec's plain product instead, the safer-gambling settings of the
 * seeded `plain` site (every tool off), and turn on the preset they exercise: a footer, a
 * first-deposit prompt or a reality check would otherwise cover what other tests look at. The
 * tests stay on `demo` rather than moving to `plain`: they patch it, its members and its
 * headers by that code through the control API, and the sandbox answers a request that names
 * no merchant with it.
 */
const PLAIN_SAFER_GAMBLING = { saferGambling: { ...SAFER_GAMBLING_OFF, timeZone: 'Asia/Manila' } };

/** One Content-Security-Policy violation a page of the test reported. */
export type CspViolation = { directive: string; blockedURI: string; sourceFile: string };

/** Registered in every frame of every page: reports violations to the test (cspViolations). */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (v: CspViolation) => void>)[
      '__wpsCspViolation'
    ];
    report?.({
      directive: event.effectiveDirective || event.violatedDirective,
      blockedURI: event.blockedURI,
      sourceFile: event.sourceFile,
    });
  });
}

/**
 * Chromium reports an inline handler, style attribute or <style> in the inert document DOMParser
 * builds for DOMPurify (the sanitizer's own parse of server HTML, before it strips them) as a
 * script-src-attr, style-src-attr or style-src-elem violation whose source is the sanitizer
 * chunk. Nothing ran or applied: none of them reaches the page (styles are forbidden there too),
 * which e2e/security/announcement-xss.spec.ts checks vector by vector. Any other source fails.
 */
const SANITIZER_PARSE = ['script-src-attr', 'style-src-attr', 'style-src-elem'];
const sanitizerParse = (v: CspViolation) =>
  SANITIZER_PARSE.includes(v.directive) && /\/assets\/sanitize-html-[\w-]+\.js$/.test(v.sourceFile);

export const test = base.extend<
  {
    sandbox: Sandbox;
    seededPopups: boolean;
    downloadBar: boolean;
    seededSaferGambling: boolean;
    installPrompt: boolean;
    quietInstallPrompt: void;
    pushPrompt: boolean;
    quietPushPrompt: void;
    cspViolations: CspViolation[];
  },
  { server: { url: string } }
>({
  /**
   * Every browser test fails on a CSP violation: the policy is the product's, and a
   * test that passes only because the browser blocked something quietly proves nothing. A test
   * that means to cause one takes this list, checks it and empties it.
   */
  // Request counts for networkQuiet (support/network-quiet.ts), from the page's first request.
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__wpsCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(reportCspViolations);
      await use(violations);
      const listed = violations
        .filter((v) => !sanitizerParse(v))
        .map((v) => `${v.directive} blocked ${v.blockedURI || '(inline)'}`);
      expect(listed, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // A test about the announcement or welcome popups sets this to keep the seeded ones.
  seededPopups: [false, { option: true }],
  // A test about the top download bar sets this to keep the seeded site's bar.
  downloadBar: [false, { option: true }],
  // A test about the demo site as `npm start` shows it sets this to keep its safer gambling.
  seededSaferGambling: [false, { option: true }],
  // A test about the install popup sets this; elsewhere it is declined for the
  // session before the app loads, so it never covers an iPhone's or a Firefox's home page.
  installPrompt: [false, { option: true }],
  // The push prompt would open over a member's page: off unless a test asks for it.
  pushPrompt: [false, { option: true }],
  quietPushPrompt: [
    async ({ context, pushPrompt }, use) => {
      if (!pushPrompt) {
        await context.addInitScript(() => {
          try {
            sessionStorage.setItem('pushAsked', 'true');
          } catch {
            // no storage: the prompt cannot be remembered as closed either
          }
        });
      }
      await use();
    },
    { auto: true },
  ],
  quietInstallPrompt: [
    async ({ context, installPrompt }, use) => {
      if (!installPrompt) {
        await context.addInitScript(() => {
          try {
            sessionStorage.setItem('pwaInstallDeclined', 'true');
          } catch {
            // about:blank and other opaque origins have no storage.
          }
        });
      }
      await use();
    },
    { auto: true },
  ],
  server: [
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'wps-e2e-'));
      // The tests drive every scenario through the control API: on, for loopback clients.
      const running = await startSandbox({
        dbFile: join(dir, 'sandbox.sqlite'),
        appDir: DIST,
        controlApi: 'loopback',
      });
      await use({ url: running.url });
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // Automatic: a test that never names the sandbox still starts from a fresh reset one, never
  // from what the worker's previous test left (its popups, its merchant patch, its ledger).
  sandbox: [
    async ({ server, request, seededPopups, downloadBar, seededSaferGambling }, use) => {
      const response = await request.post(server.url + SandboxApi.reset);
      expect(response.ok(), 'sandbox reset').toBe(true);
      const sandbox = control(request, server.url);
      const patch = {
        ...(seededPopups ? {} : NO_POPUPS),
        ...(downloadBar ? {} : NO_DOWNLOAD_BAR),
        ...(seededSaferGambling ? {} : PLAIN_SAFER_GAMBLING),
      };
      if (Object.keys(patch).length > 0) await sandbox.patchMerchant(patch);
      await use(sandbox);
    },
    { auto: true },
  ],
});

export { expect };

/** Logs in through the login page, as a player would. */
export async function logIn(
  page: Page,
  userName: string = Demo.userName,
  password: string = Demo.password,
  /** Ticks the opt-in "Remember me": the password is then sealed on this device. */
  remember = false,
) {
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me on this device').check();
  // Home asks for the member once logged in. Waiting for that answer keeps the call from
  // landing on whatever the test does next: a fault meant for the next page, a clock, a count.
  const memberAsked = page.waitForResponse((response) => response.url().includes(Api.memberInfo));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await memberAsked;
}

/**
 * Forgets the stored session while no app page runs: a member-info answer still in flight
 * would write the session back (memberLoaded persists it) between the removal and the next load.
 */
export async function forgetStoredSession(page: Page) {
  await page.goto('/m/icon.svg');
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
}
