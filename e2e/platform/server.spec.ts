import { expect, test } from '../support/fixtures';

test('a missing asset is a 404, never index.html', async ({ request, sandbox }) => {
  const response = await request.get(`${sandbox.url}/m/assets/missing-123.js`);
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('<div id="root">');
});

test('history fallback serves the app for deep links', async ({ request, sandbox }) => {
  const response = await request.get(`${sandbox.url}/m/member/benefits`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<div id="root">');
});

test('sw.js is served without caching and pages carry the security headers', async ({
  request,
  sandbox,
}) => {
  const sw = await request.get(`${sandbox.url}/m/sw.js`);
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const page = await request.get(`${sandbox.url}/m/home`);
  const csp = page.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'self'");
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the inline theme script runs under the CSP (no violation)', async ({ page, sandbox }) => {
  void sandbox;
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(violations).toEqual([]);
});
