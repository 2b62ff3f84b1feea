import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The CSP listener of the fixtures (e2e/support/fixtures.ts) must itself be trusted: a page that
// breaks the policy is caught, named by directive and blocked URI, and fails its test.

/** An inline script and a plugin object, both of which the policy forbids. */
async function breakThePolicy(page: Page) {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    const object = document.createElement('object');
    object.data = '/favicon.ico';
    document.body.append(object);
  });
}

test('the listener reports each violation with its directive and blocked URI', async ({
  page,
  sandbox,
  cspViolations,
}) => {
  void sandbox;
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(cspViolations).toEqual([]);
  await breakThePolicy(page);
  await expect
    .poll(() => cspViolations.map((v) => `${v.directive} ${v.blockedURI}`).sort())
    .toEqual(['object-src ' + new URL('/favicon.ico', page.url()).href, 'script-src-elem inline']);
  expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  // Caught and checked on purpose: emptied, so this test itself passes.
  cspViolations.length = 0;
});

/**
 * The fixtures' check is the one failure this test expects: after every other fixture has torn
 * down (this one is set up before the browser context the listener hangs on), it reads the
 * test's errors, and anything but the listener's own report of these two violations makes the
 * failure unexpected again. test.fail alone would pass on any failure at all.
 */
const listenerTest = test.extend<{ listenerFailure: void }>({
  listenerFailure: async ({}, use, testInfo) => {
    await use();
    const messages = testInfo.errors.map((error) => error.message ?? '');
    const own = messages.filter((message) =>
      message.includes('Content-Security-Policy violations'),
    );
    const named = own.some(
      (message) =>
        message.includes('script-src-elem blocked inline') &&
        message.includes('object-src blocked'),
    );
    if (messages.length !== 1 || !named) testInfo.expectedStatus = 'passed';
  },
  context: async ({ context, listenerFailure }, use) => {
    void listenerFailure;
    await use(context);
  },
});

listenerTest(
  'a violation nobody expected fails the test, by the listener and for those violations',
  async ({ page, sandbox, cspViolations }) => {
    listenerTest.fail();
    void sandbox;
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await breakThePolicy(page);
    // The body itself passes once the violations are in: only the listener can fail this test.
    // At least two: should the browser report one of them twice, the count must not skip past 2
    // and time out; the listener's message still has to name both, and nothing else may fail.
    await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
  },
);
