import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Api, SandboxApi } from '@wps/contract/paths';
import { SaferGamblingApi, saferGamblingSettingsSchema } from '@wps/contract/safer-gambling';
import { SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import { pixelSettingsSchema } from '@wps/contract/tracking';
import { testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const status = async () =>
  (
    await app.inject({ method: 'GET', url: Api.systemStatus, headers: { host: 'localhost:8080' } })
  ).json<{ value: { pixels: unknown; saferGambling: unknown } }>().value;

describe('the status answers the project’s own settings (no call of their own)', () => {
  it('the pixel ids, with the frame and the stand-ins on the other loopback name', async () => {
    expect(v.parse(pixelSettingsSchema, (await status()).pixels)).toEqual({});
    await app.inject({
      method: 'PATCH',
      url: SandboxApi.merchant('demo'),
      payload: { status: { pixels: { fbPixelId: 'FB-1' } } },
    });
    expect((await status()).pixels).toEqual({
      fbPixelId: 'FB-1',
      frame: 'http://127.0.0.1:8080/m/pixel-frame.html',
      scripts: { meta: 'http://127.0.0.1:8080/sandbox-pixel/meta.js' },
    });
  });

  it('the safer-gambling settings, the same as their own call answers', async () => {
    await app.inject({
      method: 'PATCH',
      url: SandboxApi.merchant('demo'),
      payload: { saferGambling: SAFER_GAMBLING_PRESETS.MT },
    });
    const own = (await app.inject({ method: 'GET', url: SaferGamblingApi.settings })).json<{
      value: unknown;
    }>().value;
    const folded = v.parse(saferGamblingSettingsSchema, (await status()).saferGambling);
    expect(folded).toEqual(own);
    expect(folded.profile).toBe('MT');
  });
});

describe('GET /m/pixel-frame.html', () => {
  it('has the frame’s own policy: the networks and the stand-ins, framed by the app only', async () => {
    const appDir = mkdtempSync(join(tmpdir(), 'wps-frame-'));
    writeFileSync(join(appDir, 'pixel-frame.html'), '<!doctype html><title>Ad pixels</title>');
    const built = await testSandbox({ appDir });
    try {
      const response = await built.inject({ method: 'GET', url: '/m/pixel-frame.html' });
      expect(response.statusCode).toBe(200);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("script-src 'self' https://connect.facebook.net");
      expect(policy).toContain('frame-ancestors http://localhost:* http://127.0.0.1:*');
      expect(policy).not.toContain('unsafe-inline');
    } finally {
      await built.close();
      rmSync(appDir, { recursive: true, force: true });
    }
  });
});
