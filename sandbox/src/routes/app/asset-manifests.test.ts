import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AssetManifestPaths, type PublishedBuild } from '@wps/contract/builds';
import { SandboxApi } from '@wps/contract/paths';
import { testSandbox } from '../../test-support/sandbox.ts';
import { workerStamp } from '../../builds/manifests.ts';

const BUILT = { files: { 'assets/index-a.js': '/m/assets/index-a.js' } };
const NEXT = { files: { 'assets/index-b.js': '/m/assets/index-b.js' } };
const WORKER = 'self.addEventListener("fetch", () => {});';

let app: FastifyInstance;
beforeEach(async () => {
  const appDir = mkdtempSync(join(tmpdir(), 'wps-builds-'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(appDir, 'asset-manifest.json'), JSON.stringify(BUILT));
  writeFileSync(join(appDir, 'sw.js'), WORKER);
  app = await testSandbox({ appDir });
});
afterEach(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const publish = (payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: SandboxApi.buildManifests, payload });

describe('the asset manifests and the worker of a published build', () => {
  it('serves the real build at first: the build manifest, a 404 for /mobile/mc, the worker', async () => {
    const manifest = await get(`${AssetManifestPaths.m}?t=1`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual(BUILT);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get(`${AssetManifestPaths.mobileMc}?t=1`)).statusCode).toBe(404);
    const worker = await get('/m/sw.js');
    expect(worker.body).toBe(WORKER);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
  });

  it('publishes either manifest, no-cache, and a worker with new bytes', async () => {
    const first = await publish({ m: NEXT });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ value: PublishedBuild }>().value).toEqual({
      build: 1,
      m: NEXT,
      mobileMc: null,
    });
    const manifest = await get(`${AssetManifestPaths.m}?t=2`);
    expect(manifest.json()).toEqual(NEXT);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/m/sw.js')).body).toBe(WORKER + workerStamp(1));

    await publish({ mobileMc: { version: '2' } });
    const mc = await get(AssetManifestPaths.mobileMc);
    expect(mc.statusCode).toBe(200);
    expect(mc.json()).toEqual({ version: '2' });
    expect(mc.headers['cache-control']).toBe('no-cache');
    expect((await get(AssetManifestPaths.m)).json()).toEqual(NEXT);
    expect((await get('/m/sw.js')).body).toBe(WORKER + workerStamp(2));
  });

  it('null takes a manifest back; GET answers what is published', async () => {
    await publish({ m: NEXT, mobileMc: { version: '2' } });
    await publish({ m: null, mobileMc: null });
    expect((await get(AssetManifestPaths.m)).json()).toEqual(BUILT);
    expect((await get(AssetManifestPaths.mobileMc)).statusCode).toBe(404);
    const state = await get(SandboxApi.buildManifests);
    expect(state.json<{ value: PublishedBuild }>().value).toEqual({
      build: 2,
      m: null,
      mobileMc: null,
    });
  });

  it('a reset goes back to the real build', async () => {
    await publish({ m: NEXT, mobileMc: { version: '2' } });
    await app.inject({ method: 'POST', url: SandboxApi.reset });
    expect((await get(AssetManifestPaths.m)).json()).toEqual(BUILT);
    expect((await get(AssetManifestPaths.mobileMc)).statusCode).toBe(404);
    expect((await get('/m/sw.js')).body).toBe(WORKER);
  });

  it.each([
    ['a manifest that is not an object', { m: 'text' }],
    ['a list', { mobileMc: [1] }],
    ['an unknown slot', { other: {} }],
  ])('refuses %s (400)', async (_name, payload) => {
    expect((await publish(payload)).statusCode).toBe(400);
    expect((await get('/m/sw.js')).body).toBe(WORKER);
  });
});
