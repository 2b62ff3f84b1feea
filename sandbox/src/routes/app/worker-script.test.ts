import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SandboxWorkerApi } from '@wps/contract/builds-worker';
import { SandboxApi } from '@wps/contract/paths';
import { testSandbox } from '../../test-support/sandbox.ts';

const APP_WORKER = 'self.addEventListener("fetch", () => {}); // the app';
const KILL_WORKER = 'self.registration.unregister(); // the kill switch';
const WORKER_URL = '/m/sw.js?env=production&merchant=demo';

let app: FastifyInstance;
beforeEach(async () => {
  const appDir = mkdtempSync(join(tmpdir(), 'wps-worker-'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(appDir, 'sw.js'), APP_WORKER);
  writeFileSync(join(appDir, 'sw-kill.js'), KILL_WORKER);
  app = await testSandbox({ appDir });
});
afterEach(() => app.close());

const script = () => app.inject({ method: 'GET', url: WORKER_URL });
const setKill = (kill: unknown) =>
  app.inject({ method: 'PUT', url: SandboxWorkerApi.worker, payload: { kill } });

describe('/m/sw.js and its kill switch', () => {
  it("serves the build's worker, no-cache, whatever the env and merchant", async () => {
    const response = await script();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(APP_WORKER);
    const state = await app.inject({ method: 'GET', url: SandboxWorkerApi.worker });
    expect(state.json()).toEqual({ success: true, value: { kill: false } });
  });

  it('serves the kill worker under the same URL once switched, until switched back', async () => {
    expect((await setKill(true)).json()).toEqual({ success: true, value: { kill: true } });
    const killed = await script();
    expect(killed.body).toBe(KILL_WORKER);
    expect(killed.headers['cache-control']).toBe('no-cache');
    await setKill(false);
    expect((await script()).body).toBe(APP_WORKER);
  });

  it('is turned off by a reset', async () => {
    await setKill(true);
    await app.inject({ method: 'POST', url: SandboxApi.reset });
    expect((await script()).body).toBe(APP_WORKER);
  });

  it('refuses a body that is not {kill: boolean}', async () => {
    const response = await setKill('yes');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'bad_request' });
    expect((await script()).body).toBe(APP_WORKER);
  });
});
