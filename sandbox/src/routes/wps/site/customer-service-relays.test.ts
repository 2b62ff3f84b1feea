import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SandboxApi } from '@wps/contract/paths';
import {
  CHAT_REDIRECT_PARAM,
  ChatStandIn,
  customerServiceListSchema,
  launchChatSchema,
  SandboxChatApi,
  ServiceApi,
  unreadCountSchema,
} from '@wps/contract/customer-service';
import { decodeCsPath, encodeCsPath } from '@wps/contract/system';
import { loginToken, testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const HOST = { host: 'localhost:8080' };

const call = async (url: string, token?: string, headers: Record<string, string> = {}) =>
  (
    await app.inject({
      method: 'GET',
      url,
      headers: { ...HOST, ...headers, ...(token ? { Authorization: token } : {}) },
    })
  ).json();

const control = async (method: 'PATCH' | 'POST', url: string, payload: unknown) =>
  (await app.inject({ method, url, payload: payload as object })).json();

const raise = (userName: string, add?: number) =>
  control('POST', SandboxChatApi.unread, { userName, add });

describe('GET /wps/relay/WPSCORE_getCustomerServiceScript', () => {
  it("answers the merchant's entries, the seeded ones on the other loopback name", async () => {
    const body = await call(ServiceApi.customerService, await loginToken(app, 'demo01', 'demo123'));
    const list = v.parse(customerServiceListSchema, body.value);
    expect(list.map((cs) => decodeCsPath(cs.path))).toEqual([
      `http://127.0.0.1:8080${ChatStandIn.page}?cs=1`,
      `http://127.0.0.1:8080${ChatStandIn.page}?cs=2`,
    ]);
    // Re-encoded with the entry's own key; the URL stays hidden.
    expect(list[0]?.path.endsWith('Lc7qW2xZ')).toBe(true);
    for (const { path } of list) expect(path).not.toContain('chat');
  });

  it('answers absolute and malformed paths as stored, labels and all', async () => {
    const customerService = [
      { csType: 'AICAN', path: encodeCsPath('https://chat.example/x', 'k3Y!x9Qz'), labelIds: [3] },
      { csType: 'LIVECHAT', path: 'not base64!AAAAAAAA', openIn: 'tab' },
    ];
    await control('PATCH', SandboxApi.merchant('demo'), { customerService });
    expect((await call(ServiceApi.customerService)).value).toEqual(customerService);
  });
});

describe('GET /wps/relay/CBS_launchChat', () => {
  it('answers a chatUrl whose redirectUrl is the stand-in page, and reads the messages', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    await raise('demo01', 3);
    const body = await call(
      `${ServiceApi.launchChat}?b2c=1&title=Chat&backUrl=x&language=EN`,
      token,
    );
    const { chatUrl } = v.parse(launchChatSchema, body.value);
    const url = new URL(chatUrl);
    expect(url.origin + url.pathname).toBe(`http://127.0.0.1:8080${ChatStandIn.redirect}`);
    const page = new URL(url.searchParams.get(CHAT_REDIRECT_PARAM) ?? '');
    expect(page.origin + page.pathname).toBe(`http://127.0.0.1:8080${ChatStandIn.page}`);
    expect(page.searchParams.get('ticket')).toMatch(/^[0-9a-f]{16}$/);
    expect(chatUrl).not.toContain(token);
    expect((await call(ServiceApi.unreadCount, token)).value).toEqual({ unReadCount: 0 });
  });

  it('needs a session, CBS3 and a member type other than 4', async () => {
    expect(await call(ServiceApi.launchChat)).toMatchObject({ errorCode: 'CUSTOMER_NOT_LOGIN' });
    const noChat = await loginToken(app, 'nochat01', 'nochat123');
    expect(await call(ServiceApi.launchChat, noChat)).toMatchObject({
      success: false,
      errorCode: 'chat.no.permission',
    });
    const token = await loginToken(app, 'demo01', 'demo123');
    await control('PATCH', SandboxApi.merchant('demo'), {
      status: { whitelabelVal: { CBS3: false } },
    });
    expect(await call(ServiceApi.launchChat, token)).toMatchObject({ errorCode: 'chat.disabled' });
    expect(await call(ServiceApi.unreadCount, token)).toMatchObject({
      errorCode: 'chat.disabled',
    });
  });
});

describe('GET /wps/relay/CBS_unreadCount', () => {
  it('answers what the control API raised, per member', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    expect((await call(ServiceApi.unreadCount, token)).value).toEqual({ unReadCount: 0 });
    expect((await raise('demo01', 2)).value).toEqual({ unReadCount: 2 });
    expect((await raise('demo01')).value).toEqual({ unReadCount: 3 });
    const body = await call(ServiceApi.unreadCount, token);
    expect(v.parse(unreadCountSchema, body.value)).toEqual({ unReadCount: 3 });
    const vip = await loginToken(app, 'vip01', 'vip123');
    expect((await call(ServiceApi.unreadCount, vip)).value).toEqual({ unReadCount: 0 });
  });

  it('refuses a raise for an unknown member or a count below 1', async () => {
    expect(
      (await app.inject({ method: 'POST', url: SandboxChatApi.unread, payload: { userName: 'x' } }))
        .statusCode,
    ).toBe(404);
    const zero = await app.inject({
      method: 'POST',
      url: SandboxChatApi.unread,
      payload: { userName: 'demo01', add: 0 },
    });
    expect(zero.statusCode).toBe(400);
  });
});
