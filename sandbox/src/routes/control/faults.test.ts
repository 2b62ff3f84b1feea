import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Api, SandboxApi } from '@wps/contract/paths';
import { testSandbox } from '../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const setFaults = (faults: object[]) =>
  app.inject({ method: 'PUT', url: SandboxApi.faults, payload: faults });
const ping = () => app.inject({ method: 'GET', url: `${Api.ping}?speed=1` });

describe('PUT /sandbox/faults', () => {
  it('answers a failure envelope with the given status', async () => {
    expect((await setFaults([{ path: Api.ping, status: 502 }])).json().success).toBe(true);
    const response = await ping();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'sandbox_fault' });
  });

  it('sends a raw JSON body as is, with status 200 by default', async () => {
    const body = '{"success":false,"errorCode":"domain_not_available","message":"Gone"}';
    await setFaults([{ path: Api.systemStatus, body }]);
    const response = await app.inject({ method: 'GET', url: `${Api.systemStatus}?device=MOBILE` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe(body);
  });

  it('sends an HTML body as text/html, or the content type given', async () => {
    await setFaults([
      { path: Api.ping, body: '<html>Bad gateway</html>', status: 502 },
      { path: Api.systemStatus, body: 'oops', contentType: 'text/plain' },
    ]);
    const html = await ping();
    expect(html.statusCode).toBe(502);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toBe('<html>Bad gateway</html>');
    const text = await app.inject({ method: 'GET', url: Api.systemStatus });
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.body).toBe('oops');
  });

  it('sends an empty body when body is empty, as a gateway timeout does', async () => {
    await setFaults([{ path: Api.ping, status: 504, body: '' }]);
    const response = await ping();
    expect(response.statusCode).toBe(504);
    expect(response.body).toBe('');
  });

  it('pads the normal answer with spaces to padToBytes, meaning unchanged', async () => {
    await setFaults([{ path: Api.ping, padToBytes: 5_000_000 }]);
    const response = await ping();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(5_000_000);
    expect(response.headers['content-length']).toBe('5000000');
    expect(response.json()).toEqual({ success: true, value: true });
  });

  it('pads a raw body too', async () => {
    await setFaults([
      { path: Api.ping, body: '<html>Sign in to the Wi-Fi</html>', padToBytes: 64 },
    ]);
    const response = await ping();
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('<html>Sign in to the Wi-Fi</html>'.padEnd(64, ' '));
  });

  it('delays and then answers normally when only delayMs is given', async () => {
    await setFaults([{ path: Api.ping, delayMs: 150 }]);
    const started = Date.now();
    const response = await ping();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.json()).toEqual({ success: true, value: true });
  });

  it('counts down times, then answers normally', async () => {
    await setFaults([{ path: Api.ping, status: 500, times: 2 }]);
    expect((await ping()).statusCode).toBe(500);
    expect((await ping()).statusCode).toBe(500);
    expect((await ping()).statusCode).toBe(200);
  });

  it('matches the method when given, and the exact path only', async () => {
    await setFaults([{ path: Api.logout, method: 'post', status: 503 }]);
    expect((await app.inject({ method: 'POST', url: Api.logout })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: Api.logout })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${Api.logout}/x` })).statusCode).toBe(404);
  });

  it('applies to static paths and never to the control API', async () => {
    await setFaults([
      { path: '/m/home', status: 500 },
      { path: SandboxApi.sms, status: 500 },
    ]);
    expect((await app.inject({ method: 'GET', url: '/m/home' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: SandboxApi.sms })).statusCode).toBe(200);
  });

  it('replaces the previous faults', async () => {
    await setFaults([{ path: Api.ping, status: 500 }]);
    await setFaults([{ path: Api.systemStatus, status: 500 }]);
    expect((await ping()).statusCode).toBe(200);
  });

  it('rejects a malformed fault list', async () => {
    const response = await setFaults([{ path: 'no-slash', status: 99 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'bad_request' });
  });
});

describe('DELETE /sandbox/faults', () => {
  it('clears every fault', async () => {
    await setFaults([{ path: Api.ping, status: 500 }]);
    const response = await app.inject({ method: 'DELETE', url: SandboxApi.faults });
    expect(response.json()).toEqual({ success: true, value: true });
    expect((await ping()).statusCode).toBe(200);
  });
});
