import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './start.ts';

let upstream: FastifyInstance;
let sandbox: RunningSandbox;
type Seen = { url: string; merchant?: string | string[]; forwarded?: Record<string, unknown> };
const seen: Seen[] = [];

beforeAll(async () => {
  upstream = Fastify();
  upstream.all('/wps/*', async (request) => {
    const {
      'x-forwarded-for': xff,
      'x-real-ip': realIp,
      'x-forwarded-proto': proto,
    } = request.headers;
    seen.push({
      url: request.url,
      merchant: request.headers.merchant,
      forwarded: { xff, realIp, proto, forwarded: request.headers.forwarded },
    });
    return { success: true, value: 'from upstream' };
  });
  const origin = await upstream.listen({ port: 0, host: '127.0.0.1' });
  sandbox = await startSandbox({
    dbFile: '/nonexistent-dir/never-opened.sqlite', // proxy mode needs no database
    appDir: '/nonexistent-app-dir',
    upstream: origin,
  });
});
afterAll(async () => {
  await sandbox.close();
  await upstream.close();
});

describe('proxy mode (WPS_UPSTREAM)', () => {
  it('listens on a free port and names it as localhost', () => {
    expect(sandbox.url).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it('forwards /wps with path, query and headers', async () => {
    const response = await fetch(`${sandbox.url}/wps/system/status?device=MOBILE`, {
      headers: { Merchant: 'acme' },
    });
    expect(await response.json()).toEqual({ success: true, value: 'from upstream' });
    expect(seen.at(-1)).toMatchObject({
      url: '/wps/system/status?device=MOBILE',
      merchant: 'acme',
    });
    // An API answer is no document: nosniff alone, no policy headers.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it("sets X-Forwarded-For to the client's address, never appending what the client claims", async () => {
    await fetch(`${sandbox.url}/wps/system/status`, {
      headers: {
        'X-Forwarded-For': '203.0.113.9',
        'X-Real-IP': '203.0.113.9',
        Forwarded: 'for=203.0.113.9',
      },
    });
    expect(seen.at(-1)?.forwarded).toEqual({
      xff: '127.0.0.1',
      realIp: '127.0.0.1',
      proto: 'http',
      forwarded: undefined,
    });
  });

  it('has no control API', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/reset`, { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it('still serves the app pages', async () => {
    const response = await fetch(`${sandbox.url}/m/home`);
    expect(await response.text()).toContain('npm run build');
  });
});
