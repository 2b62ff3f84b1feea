import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Api, SandboxApi } from '@wps/contract/paths';
import { createSandbox } from '../../server.ts';
import { startSandbox } from '../../start.ts';
import { freshDbFile, testSandbox } from '../../test-support/sandbox.ts';
import { hostName } from './access.ts';

const opened: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});
const sandbox = async (opts: Parameters<typeof testSandbox>[0] = {}) => {
  const app = await testSandbox(opts);
  opened.push(app);
  return app;
};
const sms = (app: FastifyInstance, host: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: SandboxApi.sms, headers: { host }, remoteAddress });

describe('the control API is off unless asked for', () => {
  it('is off by default: no /sandbox routes, no request log, the WPS API still answers', async () => {
    const app = await createSandbox({ dbFile: await freshDbFile(), appDir: '/nonexistent' });
    opened.push(app);
    const reset = await app.inject({ method: 'POST', url: SandboxApi.reset });
    const requests = await app.inject({ method: 'GET', url: SandboxApi.requests });
    const ping = await app.inject({ method: 'GET', url: Api.ping });
    expect(reset.statusCode).toBe(404);
    expect(requests.statusCode).toBe(404);
    expect(ping.json()).toEqual({ success: true, value: true });
  });

  it('is off by default for a listening sandbox too', async () => {
    const running = await startSandbox({ dbFile: await freshDbFile(), appDir: '/nonexistent' });
    try {
      const response = await fetch(`${running.url}${SandboxApi.sms}`);
      expect(response.status).toBe(404);
    } finally {
      await running.close();
    }
  });
});

describe('the Host header', () => {
  it('accepts the loopback names, with or without a port', async () => {
    const app = await sandbox();
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080'])
      expect((await sms(app, host)).statusCode, host).toBe(200);
  });

  it('refuses any other name, even from a loopback client (DNS rebinding)', async () => {
    const app = await sandbox();
    for (const host of ['evil.example', 'evil.example:8080', '127.0.0.1.evil.example']) {
      const response = await sms(app, host);
      expect(response.statusCode, host).toBe(403);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'forbidden' });
    }
  });

  it('accepts a configured host, and the one a sandbox listens on', async () => {
    const app = await sandbox({ controlApi: 'on', controlHosts: ['sandbox.lan'] });
    expect((await sms(app, 'sandbox.lan:8080', '192.168.1.20')).statusCode).toBe(200);
    expect((await sms(app, 'other.lan:8080', '192.168.1.20')).statusCode).toBe(403);
    const running = await startSandbox({
      dbFile: await freshDbFile(),
      appDir: '/nonexistent',
      controlApi: 'loopback',
      host: '127.0.0.2',
    });
    try {
      expect((await fetch(`${running.url}${SandboxApi.sms}`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('reads the name out of a Host header', () => {
    expect(hostName('LocalHost:80')).toBe('localhost');
    expect(hostName('[::1]:8080')).toBe('::1');
    expect(hostName('[::1]')).toBe('::1');
    expect(hostName('')).toBeUndefined();
    expect(hostName(undefined)).toBeUndefined();
  });
});
