/**
 * No third-party script runs in the app's document, on any route: with every network's pixel
 * on, each main route (a guest's, then a member's) loads scripts from the app's origin only,
 * while the networks' scripts run in the isolated frame (their probes arrive for each page).
 */
import { PIXEL_NETWORKS } from '@wps/contract/tracking';
import { expect, test } from '../support/fixtures';
import { networkQuiet } from '../support/network-quiet';
import { signIn } from '../support/sign-in';
import { enablePixels, pixelHits } from '../support/tracking';
import type { Page } from '@playwright/test';
import type { Sandbox } from '../support/fixtures';

const GUEST_ROUTES = ['/m/home', '/m/game', '/m/login', '/m/register', '/m/activity', '/m/help'];
const MEMBER_ROUTES = [
  '/m/member/home',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/securityCenter/addBankCard',
  '/m/changePsw',
  '/m/member/transactions',
  '/m/safer-gambling',
];

/** Every script the document loaded or holds that is not from its own origin. */
function foreignScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const loaded = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name);
    const held = Array.from(document.scripts)
      .map((script) => script.src)
      .filter(Boolean);
    return [...loaded, ...held].filter((src) => new URL(src).origin !== location.origin);
  });
}

async function walk(page: Page, sandbox: Sandbox, routes: string[]) {
  for (const route of routes) {
    const before = (await pixelHits(sandbox)).length;
    await page.goto(route);
    // The networks ran for this page, in their frame: each stand-in's probe has come.
    await expect
      .poll(
        async () =>
          (await pixelHits(sandbox)).slice(before).filter((h) => h.call[0] === 'probe').length,
      )
      .toBe(PIXEL_NETWORKS.length);
    await networkQuiet(page);
    expect(await foreignScripts(page), route).toEqual([]);
  }
}

test('no third-party script runs in the app’s document on any main route, a guest’s or a member’s', async ({
  page,
  sandbox,
}) => {
  test.slow();
  await enablePixels(sandbox);
  await walk(page, sandbox, GUEST_ROUTES);
  await signIn(page);
  await walk(page, sandbox, MEMBER_ROUTES);
});
