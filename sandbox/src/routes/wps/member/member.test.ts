import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { memberInfoSchema } from '@wps/contract/member';
import { Api } from '@wps/contract/paths';
import { loginToken, testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const info = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: Api.memberInfo, headers });

describe('GET /wps/member/info', () => {
  it('answers the MemberInfo of the token raw in Authorization', async () => {
    const token = await loginToken(app, 'vip01', 'vip123');
    const body = (await info({ Authorization: token })).json();
    expect(body).toEqual({
      success: true,
      value: {
        id: 1003,
        customerId: 1003,
        type: 0,
        regDate: Date.UTC(2024, 0, 15, 8, 0, 0),
        account: 'vip01',
        userName: 'vip01',
        nickname: 'VIP',
        language: 'EN',
        clubLabel: { labelName: 'Gold', labelId: 3, type: 'AUTO' },
        rankLevel: 3,
        stepUp: 'password',
      },
    });
    expect(v.is(memberInfoSchema, body.value)).toBe(true);
  });

  it('answers type 4 for the no-chat member', async () => {
    const token = await loginToken(app, 'nochat01', 'nochat123');
    expect((await info({ Authorization: token })).json().value.type).toBe(4);
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { Authorization: 'f'.repeat(64) }],
  ])('answers CUSTOMER_NOT_LOGIN (HTTP 200) for %s', async (_name, headers) => {
    const response = await info(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'CUSTOMER_NOT_LOGIN',
      message: 'Please login',
    });
  });

  it('does not accept a Bearer prefix (the platform sends the raw token)', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    const body = (await info({ Authorization: `Bearer ${token}` })).json();
    expect(body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });
});

describe('GET /wps/v2/wallets/balance', () => {
  it("answers the member's balance in the merchant's currency", async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    const response = await app.inject({
      method: 'GET',
      url: Api.balance,
      headers: { Authorization: token },
    });
    expect(response.json()).toEqual({
      success: true,
      value: { sumBalance: 1250.5, currency: 'PHP', currencySymbol: '₱' },
    });
  });

  it('answers CUSTOMER_NOT_LOGIN without a session', async () => {
    const response = await app.inject({ method: 'GET', url: Api.balance });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
  });
});

describe('POST /wps/member/language', () => {
  const setLanguage = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: Api.memberLanguage,
      headers: { 'content-type': 'application/json', Merchant: 'demo', ...headers },
      payload: JSON.stringify(payload),
    });

  it('stores the language, which the member info then answers', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    const response = await setLanguage({ language: 'VI' }, { Authorization: token });
    expect(response.json()).toEqual({ success: true, value: true });
    expect((await info({ Authorization: token })).json().value.language).toBe('VI');
  });

  it('keeps it across logins and stores codes upper-case', async () => {
    const token = await loginToken(app, 'vip01', 'vip123');
    await setLanguage({ language: 'pt-br' }, { Authorization: token });
    const again = await loginToken(app, 'vip01', 'vip123');
    expect((await info({ Authorization: again })).json().value.language).toBe('PT-BR');
  });

  it('lets the no-chat member (type 4) call it too', async () => {
    const token = await loginToken(app, 'nochat01', 'nochat123');
    expect((await setLanguage({ language: 'TH' }, { Authorization: token })).json().value).toBe(
      true,
    );
    expect((await info({ Authorization: token })).json().value.language).toBe('TH');
  });

  it.each([
    ['no body', undefined],
    ['no language', {}],
    ['a number', { language: 7 }],
    ['an empty code', { language: '' }],
    ['not a code', { language: 'english' }],
  ])('answers bad_request for %s and changes nothing', async (_name, payload) => {
    const token = await loginToken(app, 'demo01', 'demo123');
    const response =
      payload === undefined
        ? await app.inject({
            method: 'POST',
            url: Api.memberLanguage,
            headers: { Authorization: token },
          })
        : await setLanguage(payload, { Authorization: token });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'bad_request' });
    expect((await info({ Authorization: token })).json().value.language).toBe('EN');
  });

  it('answers CUSTOMER_NOT_LOGIN without a session', async () => {
    const response = await setLanguage({ language: 'VI' });
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'CUSTOMER_NOT_LOGIN',
      message: 'Please login',
    });
  });
});
