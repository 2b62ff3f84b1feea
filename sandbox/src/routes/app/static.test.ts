import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { providerSources } from '../../http/provider-origins.ts';
import { testSandbox } from '../../test-support/sandbox.ts';

const INLINE = "window.__boot = 'hello';";
const STYLE = ':root{--radius:14px}';
const indexHtml = (inline: string) => `<!doctype html><html><head>
<style>${STYLE}</style>
<script>${inline}</script>
<script type="module" crossorigin src="/m/assets/index-abc123.js"></script>
</head><body><div id="root"></div></body></html>`;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let appDir: string;
let app: FastifyInstance;
beforeEach(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'wps-app-'));
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'index.html'), indexHtml(INLINE));
  writeFileSync(join(appDir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(appDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(appDir, 'manifest.webmanifest'), '{"name":"WPS"}');
  app = await testSandbox({ appDir });
});
afterEach(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('history fallback', () => {
  it.each(['/', '/m', '/m/', '/m/home', '/m/member/home?x=1', '/m/register.html', '/m/index.html'])(
    'answers index.html for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(['/m/assets/nope.js', '/m/x.png', '/favicon.ico', '/m/../../etc/passwd.txt'])(
    'answers 404, never index.html, for the missing file %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('does not fall back for unknown /wps or /sandbox paths', async () => {
    for (const url of ['/wps/nothing', '/sandbox/nothing']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    }
  });
});

describe('files and caching', () => {
  it('serves hashed assets as immutable', async () => {
    const response = await get('/m/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('serves sw.js and the manifest uncached', async () => {
    const sw = await get('/m/sw.js?env=prod&merchant=demo');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/m/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/m/sw.js');
    const etag = String(first.headers.etag);
    expect((await get('/m/sw.js', { 'If-None-Match': etag })).statusCode).toBe(304);
  });

  it('compresses text with brotli or gzip as accepted', async () => {
    const br = await get('/m/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get('/m/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/m/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('allow the inline script and style by hash, never unsafe-inline', async () => {
    const csp = String((await get('/m/home')).headers['content-security-policy']);
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    // The providers' and no other: the ad networks' scripts run in the pixel frame only.
    const scripts = providerSources('script').join(' ');
    expect(directive('script-src')).toBe(`script-src 'self' ${hashOf(INLINE)} ${scripts}`);
    const styles = providerSources('style').join(' ');
    expect(directive('style-src')).toBe(`style-src 'self' ${hashOf(STYLE)} ${styles}`);
    expect(csp).not.toMatch(/unsafe/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('follow a rebuilt index.html', async () => {
    // A different size guarantees the change is seen even within one mtime tick.
    writeFileSync(join(appDir, 'index.html'), indexHtml('window.__boot = "rebuilt!";'));
    const csp = String((await get('/m/home')).headers['content-security-policy']);
    expect(csp).toContain(hashOf('window.__boot = "rebuilt!";'));
    expect(csp).not.toContain(hashOf(INLINE));
  });

  it.each(['/m/home', '/m/index.html', '/m/sw.js'])(
    'are on documents and the service worker (%s)',
    async (url) => {
      const { headers } = await get(url);
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    },
  );

  it.each([
    '/m/assets/index-abc123.js',
    '/m/assets/missing.js',
    '/wps/system/test/ping',
    '/wps/nope',
  ])(
    'are only nosniff on scripts and API answers (%s): a policy there governs nothing',
    async (url) => {
      const { headers } = await get(url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toBeUndefined();
      expect(headers['referrer-policy']).toBeUndefined();
      expect(headers['permissions-policy']).toBeUndefined();
    },
  );
});

describe('without a build', () => {
  it('says how to build on pages and 404s files', async () => {
    const bare = await testSandbox({ appDir: join(appDir, 'missing') });
    const page = await bare.inject({ method: 'GET', url: '/m/home' });
    const asset = await bare.inject({ method: 'GET', url: '/m/assets/a.js' });
    await bare.close();
    expect(page.body).toContain('npm run build');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(asset.statusCode).toBe(404);
  });
});
