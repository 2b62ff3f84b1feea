import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DownloadApi,
  downloadSettingsValueSchema,
  readDownloadSettings,
} from '@wps/contract/download';
import { SandboxApi } from '@wps/contract/paths';
import { testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const settingsOf = async (domain: string) => {
  const body = (
    await app.inject({ method: 'GET', url: `${DownloadApi.setting}?domain=${domain}` })
  ).json();
  expect(body.success).toBe(true);
  return readDownloadSettings(v.parse(downloadSettingsValueSchema, body.value));
};
const patch = (downloadSetting: unknown) =>
  app.inject({ method: 'PATCH', url: SandboxApi.merchant('demo'), payload: { downloadSetting } });

describe('WPSCORE_getDownloadSetting', () => {
  it('answers nothing enabled for the seeded merchant, without a session', async () => {
    expect(await settingsOf('m.demo.example')).toEqual({});
  });

  it('answers the merchant settings, each domain with its own overrides', async () => {
    const response = await patch({
      download_condition_switch: { enabled: true },
      reg_days: { enabled: true, value: 3 },
      byDomain: { 'app.demo.example': { reg_days: { enabled: false, value: 3 } } },
    });
    expect(response.statusCode).toBe(200);
    expect(await settingsOf('m.demo.example')).toEqual({
      download_condition_switch: { enabled: true, value: null },
      reg_days: { enabled: true, value: 3 },
    });
    expect((await settingsOf('APP.demo.example')).reg_days).toEqual({ enabled: false, value: 3 });
  });

  it('refuses a patch that breaks the shape, naming the entry', async () => {
    const response = await patch({ reg_days: { enabled: 'yes', value: 3 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^downloadSetting\.reg_days/);
    expect(await settingsOf('m.demo.example')).toEqual({});
  });
});
