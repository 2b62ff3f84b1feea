/**
 * What players' traffic gets from deploy/'s nginx: https only (http redirects, HSTS), their
 * address as the back end sees it (never what they claim in X-Forwarded-For; behind a CDN, what
 * the CDN reports), and an access log that keeps no ?token= of a token link.
 */
import { readFileSync } from 'node:fs';
import { Api } from '@wps/contract/paths';
import { DIST } from '../support/bundle-manifest.ts';
import { expect, test } from '../support/nginx/nginx-fixtures.ts';
import { startNginx } from '../support/nginx/nginx-server.ts';

const tag = '@nginx';
const HSTS = 'max-age=31536000';
const SECRET = 'f00dfacecafe0123456789abcdef0123';

test('http only redirects to https, path and query kept', { tag }, async ({ request, nginx }) => {
  const port = new URL(nginx.url).port;
  for (const path of ['/m/home?r=42', '/', Api.ping]) {
    const response = await request.get(nginx.httpUrl + path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(`https://localhost:${port}${path}`);
  }
});

test(
  'every https answer carries HSTS: pages, the worker, assets, the API, errors',
  { tag },
  async ({ request, sandbox }) => {
    void sandbox;
    const paths = ['/m/home', '/m/sw.js', '/m/icon.svg', '/m/assets/missing-1.js', Api.ping, '/m'];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()['strict-transport-security'], path).toBe(HSTS);
    }
  },
);

test(
  "X-Forwarded-For is the connection's address: what a player sends never reaches the back end",
  { tag },
  async ({ request, sandbox }) => {
    await request.get(Api.ping, {
      headers: {
        'X-Forwarded-For': '203.0.113.9',
        'X-Real-IP': '203.0.113.9',
        Forwarded: 'for=203.0.113.9',
      },
    });
    const logged = (await sandbox.requests()).find((entry) => entry.path === Api.ping);
    expect(logged?.headers).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-real-ip': '127.0.0.1',
      'x-forwarded-proto': 'https',
    });
    expect(logged?.headers).not.toHaveProperty('forwarded');
  },
);

test(
  'behind a CDN: the address it reports, believed from its ranges only',
  { tag },
  async ({ request, sandbox, server }) => {
    // The CDN is this machine (127.0.0.1): it appends the player's address, 198.51.100.7, to
    // whatever the player claimed (203.0.113.9).
    const cdn = await startNginx({
      sandboxUrl: server.url,
      dist: DIST,
      site: { realIpFrom: ['127.0.0.1/32', '::1'] },
    });
    try {
      await request.get(cdn.url + Api.ping, {
        headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' },
      });
    } finally {
      await cdn.close();
    }
    const logged = (await sandbox.requests()).find((entry) => entry.path === Api.ping);
    expect(logged?.headers).toMatchObject({
      'x-forwarded-for': '198.51.100.7',
      'x-real-ip': '198.51.100.7',
    });
  },
);

test(
  'the access log keeps no token: neither in the request line nor in the Referer',
  { tag },
  async ({ page, request, nginx, sandbox }) => {
    void sandbox;
    // A token link, as an operator's site or app opens it: at /m/, at the root, over http.
    await page.goto(`/m/home?token=${SECRET}`);
    await request.get(`/?token=${SECRET}`);
    await request.get(`${nginx.httpUrl}/m/home?token=${SECRET}`, { maxRedirects: 0 });
    // The app's Referrer-Policy sends the origin alone; a browser that ignores it sends the page.
    await request.get('/m/icon.svg', {
      headers: { Referer: `https://localhost/m/home?token=${SECRET}` },
    });
    const log = () => readFileSync(nginx.accessLog, 'utf8');
    const line = (request: string, status: number, referer = '[^"]*') =>
      new RegExp(`"GET ${request} HTTP/[\\d.]+" ${status} \\d+ "${referer}"`);
    await expect.poll(log).toMatch(line('/m/icon.svg', 200, 'https://localhost/m/home'));
    expect(log()).toMatch(line('/m/home', 200));
    expect(log()).toMatch(line('/', 200));
    expect(log()).toMatch(line('/m/home', 301));
    expect(log()).not.toContain(SECRET);
    expect(log()).not.toContain('token=');
  },
);
