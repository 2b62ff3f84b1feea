import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Api, SandboxApi } from '@wps/contract/paths';
import { encryptedPost, loginPayload, loginToken, testSandbox } from '../test-support/sandbox.ts';
import { redactHeaders, redactSecrets } from './redact.ts';

describe('redactSecrets', () => {
  it('replaces passwords, tokens and one-time codes by their length, at any depth', () => {
    expect(
      redactSecrets({
        username: 'demo01',
        password: 'demo123',
        oldPassword: 'old-one',
        newPassword: 'new-one!',
        firebaseIdToken: 'a.b.c',
        token: 'f00d',
        verificationCode: '123456',
        authCode: '654321',
        gaCode: '000111',
        geetestSeccode: 'abc|jordan',
        code: '4242',
        nested: [{ pass_token: 'xyz' }],
        stepUp: { password: 'demo123' },
        secondFactor: { stepUp: { code: '123456' } },
      }),
    ).toEqual({
      username: 'demo01',
      password: '<redacted 7>',
      oldPassword: '<redacted 7>',
      newPassword: '<redacted 8>',
      firebaseIdToken: '<redacted 5>',
      token: '<redacted 4>',
      verificationCode: '<redacted 6>',
      authCode: '<redacted 6>',
      gaCode: '<redacted 6>',
      geetestSeccode: '<redacted 10>',
      code: '<redacted 4>',
      nested: [{ pass_token: '<redacted 3>' }],
      stepUp: { password: '<redacted 7>' },
      secondFactor: { stepUp: { code: '<redacted 6>' } },
    });
  });

  it('keeps what only looks like a secret: dialling, merchant and referral codes, flags', () => {
    const kept = {
      countryDialingCode: '+63',
      merchantCode: 'demo',
      referralCode: 'ref42',
      affiliateCode: 'aff7',
      bankCode: 'BDO',
      lottoGameCode: 'MB',
      updatePassword: true,
      tokenSent: false,
      registrationToken: 'fcm-device-address',
    };
    expect(redactSecrets(kept)).toEqual(kept);
  });

  it('replaces the Authorization and Cookie headers', () => {
    expect(redactHeaders({ authorization: 'f00dcafe', cookie: 'a=b', merchant: 'demo' })).toEqual({
      authorization: '<redacted 8>',
      cookie: '<redacted 3>',
      merchant: 'demo',
    });
  });
});

describe('GET /sandbox/requests keeps no secret in clear', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await testSandbox();
  });
  afterEach(() => app.close());

  it('neither the password of a login nor the token of a member call nor ?token=', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    await app.inject({
      method: 'GET',
      url: `${Api.memberInfo}?token=${token}`,
      headers: { Authorization: token },
    });
    await encryptedPost(app, Api.login, loginPayload('demo01', 'wrong-password'));
    const response = await app.inject({ method: 'GET', url: SandboxApi.requests });
    const log = JSON.stringify(response.json().value);
    for (const secret of [token, 'demo123', 'wrong-password']) expect(log).not.toContain(secret);
    const member = response.json().value.find((r: { path: string }) => r.path === Api.memberInfo);
    expect(member.headers.authorization).toBe(`<redacted ${token.length}>`);
    expect(member.query).toEqual({ token: `<redacted ${token.length}>` });
  });
});
