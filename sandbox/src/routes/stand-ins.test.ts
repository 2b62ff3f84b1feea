import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SandboxApi } from '@wps/contract/paths';
import { StandIn } from '@wps/contract/stand-ins';
import { FileCache } from '../http/file-cache.ts';
import { testSandbox } from '../test-support/sandbox.ts';
import { publicFile } from './stand-ins/public-files.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('image CDN device page (/cdn/device.html)', () => {
  it('loads its script from a file and may be framed by local apps', async () => {
    const response = await get(`${StandIn.deviceIdPage}?deviceId=x`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<script src="device.js"></script>');
    expect(response.body).not.toMatch(/<script>/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' http://localhost:* http://127.0.0.1:*");
    // Its own origin (and the providers'), no inline script by hash.
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'( https:\/\/\S+)*$/);
    // Every other page keeps the strict policy.
    const other = String((await get('/m/home')).headers['content-security-policy']);
    expect(other).toMatch(/frame-ancestors 'self'$/);
  });

  describe('device.js', () => {
    let script: string;
    beforeEach(async () => {
      const response = await get('/cdn/device.js');
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      script = response.body;
    });

    const ID_A = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const ID_B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

    /** Runs the script as the framed page would; answers the message and the storage after. */
    function run(search: string, stored: Record<string, string> = {}) {
      const storage = new Map(Object.entries(stored));
      const messages: { message: unknown; target: string }[] = [];
      const window = {
        location: { search },
        localStorage: {
          getItem: (key: string) => storage.get(key) ?? null,
          setItem: (key: string, value: string) => storage.set(key, value),
        },
        parent: {
          postMessage: (message: unknown, target: string) => messages.push({ message, target }),
        },
      };
      runInNewContext(script, { window, URLSearchParams });
      return { messages, storage: Object.fromEntries(storage) };
    }

    it('stores a 36-character id it is given and posts it back', () => {
      expect(run(`?deviceId=${ID_A}`)).toEqual({
        messages: [{ message: { type: 'DEVICE_ID', deviceId: ID_A }, target: '*' }],
        storage: { deviceId: ID_A },
      });
    });

    it('prefers the id it stored before', () => {
      const { messages, storage } = run(`?deviceId=${ID_B}`, { deviceId: ID_A });
      expect(messages).toEqual([{ message: { type: 'DEVICE_ID', deviceId: ID_A }, target: '*' }]);
      expect(storage).toEqual({ deviceId: ID_A });
    });

    it('never stores an id of another length, and ignores a bad stored one', () => {
      const { messages, storage } = run('?deviceId=short', { deviceId: 'bad' });
      expect(messages).toEqual([
        { message: { type: 'DEVICE_ID', deviceId: 'short' }, target: '*' },
      ]);
      expect(storage).toEqual({ deviceId: 'bad' });
      expect(run('').messages[0]?.message).toEqual({ type: 'DEVICE_ID', deviceId: '' });
    });
  });

  it.each([192, 256, 384, 512])('serves icon %i as a long-cached PNG', async (size) => {
    const response = await get(StandIn.icon(size));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(response.rawPayload.readUInt32BE(16)).toBe(size); // IHDR width
  });

  it.each([
    '/cdn/icons/icon-100.png',
    '/cdn/nope.png',
    '/cdn/',
    '/cdn/%2e%2e/%2e%2e/src/server.ts',
  ])('answers 404 for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
  });

  it('is the demo status image CDN', async () => {
    const status = (await get('/wps/system/status')).json().value;
    expect(status.imageCDNs).toEqual(['/cdn']);
    expect(status.manifest).toMatchObject({ desktop_app_feature: 0, image_logo: '/m/icon.svg' });
  });
});

describe('publicFile', () => {
  const files = new FileCache();

  it('serves a file only from the folder its path names', () => {
    expect(publicFile(files, '/cdn/device.html')?.type).toMatch(/^text\/html/);
    expect(publicFile(files, '/sandbox-pages/identity.html')).toBeDefined();
    // URLs normally arrive normalised; the check holds for raw ones too.
    expect(publicFile(files, '/cdn/../sandbox-pages/identity.html')).toBeUndefined();
    expect(publicFile(files, '/cdn/../../src/server.ts')).toBeUndefined();
    expect(publicFile(files, '/cdn/')).toBeUndefined();
    expect(publicFile(files, '/device.html')).toBeUndefined();
  });
});

describe('line stand-ins (/lines/:delayMs/wps/system/test/ping)', () => {
  const ping = (delay: string | number) => get(`/lines/${delay}/wps/system/test/ping?speed=123`);

  it('builds on StandIn.line', async () => {
    expect((await get(`${StandIn.line(0)}/wps/system/test/ping`)).statusCode).toBe(200);
  });

  it('answers true after the delay, to any origin, never cached', async () => {
    const started = Date.now();
    const response = await ping(150);
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
    expect(response.json()).toEqual({ success: true, value: true });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lets the fastest of several lines win a race', async () => {
    const finished: number[] = [];
    await Promise.all(
      [300, 20, 150].map(async (delay) => {
        await ping(delay);
        finished.push(delay);
      }),
    );
    expect(finished).toEqual([20, 150, 300]);
  });

  it.each(['20001', '-1', '1.5', '1e3', 'abc', '0x10', '999999'])(
    'refuses delayMs %s with a 400 envelope',
    async (delay) => {
      const response = await ping(delay);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'bad_request' });
    },
  );

  it('accepts the bounds 0 and 20000 (checked without waiting for the upper one)', async () => {
    expect((await ping(0)).statusCode).toBe(200);
    const slow = app.inject({ method: 'GET', url: '/lines/20000/wps/system/test/ping' });
    // Rejection would be immediate; a pending answer after 50 ms means it was accepted.
    const settled = await Promise.race([
      slow.then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 50)),
    ]);
    expect(settled).toBe('waiting');
  });

  it('answers the CORS preflight and 404s anything but the ping under a line', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/lines/50/wps/system/test/ping',
      headers: { 'Access-Control-Request-Headers': 'merchant' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toBe('merchant');
    const other = await get('/lines/50/wps/system/status');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  it("redirects a line's app pages to this server's, query kept", async () => {
    const response = await get('/lines/30/m/home?r=ref9');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/m/home?r=ref9');
    expect((await get('/lines/30/m')).headers.location).toBe('/m');
  });

  it('shows in the request log with its query', async () => {
    await ping(0);
    const log = (await get(SandboxApi.requests)).json().value;
    expect(log).toMatchObject([
      { method: 'GET', path: '/lines/0/wps/system/test/ping', query: { speed: '123' } },
    ]);
  });
});
