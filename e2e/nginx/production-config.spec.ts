/**
 * The production configuration (deploy/) tested: Debian's nginx serves the build in front of the
 * sandbox, and the @nginx subset checks boot, login, a game launch, missing files and headers
 * through it. The headers are compared with what the sandbox sends, so the two cannot drift.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { renderNginxSite } from '../../deploy/render-nginx.ts';
import { DIST } from '../support/bundle-manifest.ts';
import { expect, logIn, test } from '../support/nginx/nginx-fixtures.ts';
import { selfSigned } from '../support/nginx/certificates.ts';
import { mainConfig, NGINX } from '../support/nginx/nginx-server.ts';

const tag = '@nginx';
const APP = '<div id="root">';
const SAME_AS_SANDBOX = [
  'cache-control',
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'permissions-policy',
];

const pick = (response: APIResponse, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, response.headers()[name]]));

/** The hashed entry script index.html loads. */
function entryScript(): string {
  const match = /src="(\/m\/assets\/index-[\w-]+\.js)"/.exec(
    readFileSync(join(DIST, 'index.html'), 'utf8'),
  );
  if (!match?.[1]) throw new Error('no entry script in index.html');
  return match[1];
}

test(
  'boot: /m/home comes from nginx and runs under its CSP',
  { tag },
  async ({ page, sandbox }) => {
    void sandbox;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/m/home');
    expect(response?.headers().server).toBe('nginx');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('marquee')).toContainText('GCash deposits');
    expect(violations).toEqual([]);
  },
);

test('login through nginx reaches the member home', { tag }, async ({ page, sandbox }) => {
  void sandbox;
  await logIn(page);
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign up' })).toHaveCount(0);
});

test('a game launches through nginx and closes', { tag }, async ({ page, sandbox }) => {
  void sandbox;
  await logIn(page);
  await page.goto('/m/game');
  await page.getByRole('button', { name: 'Super Ace', exact: true }).click();
  const frame = page.getByRole('dialog', { name: 'Super Ace' });
  await expect(frame).toBeVisible();
  await page.frameLocator('iframe').getByRole('button', { name: 'Back to lobby' }).click();
  await expect(frame).toBeHidden();
  await expect(page).toHaveURL(/\/m\/game$/);
});

test(
  'a missing file is a 404, never index.html; routes get the app',
  { tag },
  async ({ request }) => {
    for (const path of ['/m/assets/missing-123.js', '/m/missing.png', '/m/assets/x.css']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain(APP);
      // A 404 for an asset not uploaded yet must not be cached for a year.
      expect(response.headers()['cache-control'], path).toBeUndefined();
    }
    for (const path of ['/', '/m/', '/m/home', '/m/member/benefits', '/m/register.html']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(APP);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
  },
);

test(
  'headers: the same as the sandbox for pages, sw.js and hashed assets; compressed',
  {
    tag,
  },
  async ({ request, sandbox }) => {
    const asset = entryScript();
    // The asset manifest the update check hashes is revalidated like sw.js.
    for (const path of ['/m/home', '/m/index.html', '/m/sw.js', '/m/asset-manifest.json', asset]) {
      const [fromNginx, fromSandbox] = await Promise.all([
        request.get(path),
        request.get(sandbox.url + path),
      ]);
      expect(fromNginx.headers().server, path).toBe('nginx');
      expect(pick(fromNginx, SAME_AS_SANDBOX), path).toEqual(pick(fromSandbox, SAME_AS_SANDBOX));
    }
    const manifest = await request.get('/m/asset-manifest.json?t=1');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    // Documents and the worker carry the policy; a script only nosniff (0.8 KB each).
    for (const path of ['/m/home', '/m/sw.js']) {
      const csp = (await request.get(path)).headers()['content-security-policy'];
      expect(csp, path).toContain("default-src 'self'");
    }
    const script = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.headers()['content-security-policy']).toBeUndefined();
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['content-type']).toMatch(/^application\/javascript/);
    // Brotli is required (CI installs the module): a missing module fails at nginx's start.
    expect(script.headers()['content-encoding']).toBe('br');
    expect(script.headers().vary).toMatch(/Accept-Encoding/i);
    const page = await request.get('/m/home', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
  },
);

test('the configuration without brotli is valid for nginx too', { tag }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'wps-nginx-t-'));
  try {
    mkdirSync(join(dir, 'temp'));
    const site = renderNginxSite({
      listen: '127.0.0.1:8443',
      httpListen: '127.0.0.1:8080',
      tls: selfSigned(dir, 'localhost'),
      accessLog: join(dir, 'access.log'),
      webRoot: dir,
      // nginx resolves upstream names when it loads: a name that resolves offline.
      wpsUpstream: 'https://localhost:8443',
      indexHtml: readFileSync(join(DIST, 'index.html'), 'utf8'),
      brotli: false,
    });
    expect(site).not.toMatch(/\{\{|brotli on/);
    writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, site, false));
    const args = ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
    expect(() => execFileSync(NGINX, args, { stdio: 'pipe' })).not.toThrow();
    const render = (wpsUpstream: string) => () =>
      renderNginxSite({
        listen: '443',
        httpListen: '80',
        tls: { certificate: '/etc/ssl/site.pem', key: '/etc/ssl/site.key' },
        webRoot: dir,
        wpsUpstream,
        indexHtml: '',
        brotli: false,
      });
    expect(render('https://wps.operator.example/wps')).toThrow(/without a path/);
    // Plain http to the back end only on this machine: anywhere else it could be read.
    expect(render('http://wps.operator.example')).toThrow(/must be https/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
