import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Api } from '@wps/contract/paths';
import { MoneyApi } from '@wps/contract/money';
import { STEP_UP_MAX_TRIES, STEP_UP_WINDOW_MS, StepUpErrorCode } from '@wps/contract/step-up';
import {
  PASSKEY_CHALLENGE_TTL_MS,
  PasskeyApi,
  PasskeyErrorCode,
  SandboxPasskeyApi,
} from '@wps/contract/passkeys';
import { postJson, type Answer } from '../test-support/auth.ts';
import { SoftAuthenticator } from '../test-support/passkey-authenticator.ts';
import { patchMember } from '../test-support/money.ts';
import { moveClock } from '../test-support/safer-gambling.ts';
import { loginToken, testSandbox } from '../test-support/sandbox.ts';

const ORIGIN = 'https://demo-lottery.example';
const RP_ID = 'demo-lottery.example';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await testSandbox();
  await app.inject({
    method: 'PUT',
    url: SandboxPasskeyApi.site('demo'),
    payload: { rpId: RP_ID, origins: [ORIGIN] },
  });
  token = await loginToken(app, 'demo01', 'demo123');
});
afterEach(() => app.close());

const asMember = () => ({ authorization: token });
const challengeOf = (answer: Answer) =>
  (answer.value as { options: { challenge: string } }).options.challenge;

async function register(authenticator: SoftAuthenticator, origin?: string) {
  const begun = await postJson(
    app,
    PasskeyApi.registerBegin,
    { stepUp: { password: 'demo123' } },
    asMember(),
  );
  expect(begun.success).toBe(true);
  const response = authenticator.register(challengeOf(begun), origin);
  return postJson(app, PasskeyApi.registerFinish, { name: 'Test phone', response }, asMember());
}

async function beginLogin() {
  return challengeOf(await postJson(app, PasskeyApi.loginBegin, {}));
}

const finishLogin = (response: unknown) => postJson(app, PasskeyApi.loginFinish, { response });

describe('passkey sign-in', () => {
  it('registers a passkey and signs in with it to the same session a password login opens', async () => {
    const phone = new SoftAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    const added = await register(phone);
    expect(added).toMatchObject({
      success: true,
      value: { id: phone.id, name: 'Test phone', lastUsed: null },
    });

    const signedIn = await finishLogin(phone.assert(await beginLogin()));
    expect(signedIn).toMatchObject({ success: true, value: { userName: 'demo01' } });
    const session = (signedIn.value as { token: string }).token;
    const info = await app.inject({
      method: 'GET',
      url: Api.memberInfo,
      headers: { authorization: session },
    });
    expect(info.json()).toMatchObject({ success: true, value: { userName: 'demo01' } });

    const listed = await app.inject({ method: 'GET', url: PasskeyApi.list, headers: asMember() });
    expect(listed.json().value[0].lastUsed).toEqual(expect.any(Number));
  });

  it('refuses an assertion whose counter did not grow: a cloned authenticator', async () => {
    const phone = new SoftAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    await register(phone);
    expect((await finishLogin(phone.assert(await beginLogin()))).success).toBe(true);
    expect((await finishLogin(phone.assert(await beginLogin()))).success).toBe(true);
    phone.counter = 1; // the clone's next assertion says 2, which the server has seen
    expect(await finishLogin(phone.assert(await beginLogin()))).toMatchObject({
      success: false,
      errorCode: PasskeyErrorCode.counterInvalid,
    });
  });

  it('answers a challenge once: the same assertion again is refused', async () => {
    const phone = new SoftAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    await register(phone);
    const assertion = phone.assert(await beginLogin());
    expect((await finishLogin(assertion)).success).toBe(true);
    expect(await finishLogin(assertion)).toMatchObject({
      errorCode: PasskeyErrorCode.challengeInvalid,
    });
  });

  it('refuses a challenge past its time, and spends it', async () => {
    const phone = new SoftAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    await register(phone);
    const challenge = await beginLogin();
    await moveClock(app, { offsetMs: PASSKEY_CHALLENGE_TTL_MS - 1000 });
    const inTime = await beginLogin();
    await moveClock(app, { offsetMs: PASSKEY_CHALLENGE_TTL_MS + 1000 });
    expect(await finishLogin(phone.assert(challenge))).toMatchObject({
      errorCode: PasskeyErrorCode.challengeExpired,
    });
    expect(await finishLogin(phone.assert(challenge))).toMatchObject({
      errorCode: PasskeyErrorCode.challengeInvalid,
    });
    expect((await finishLogin(phone.assert(inTime))).success).toBe(true);
  });

  it('refuses another origin, another relying party and an unverified player', async () => {
    const phone = new SoftAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    await register(phone);
    expect(
      await finishLogin(phone.assert(await beginLogin(), 'https://demo-lottery.example.evil')),
    ).toMatchObject({
      errorCode: PasskeyErrorCode.originMismatch,
    });
    const elsewhere = new SoftAuthenticator({ rpId: 'evil.example', origin: ORIGIN });
    expect(await register(elsewhere)).toMatchObject({ errorCode: PasskeyErrorCode.rpIdMismatch });
    const unverified = new SoftAuthenticator({ rpId: RP_ID, origin: ORIGIN, verified: false });
    expect(await register(unverified)).toMatchObject({
      errorCode: PasskeyErrorCode.userNotVerified,
    });
    expect(
      await register(new SoftAuthenticator({ rpId: RP_ID, origin: ORIGIN }), 'http://localhost:1'),
    ).toMatchObject({
      errorCode: PasskeyErrorCode.originMismatch,
    });
  });

  it('counts wrong passwords with the step-up: the fifth locks, the right one too, until the window ends', async () => {
    const begin = (password: string) =>
      postJson(app, PasskeyApi.registerBegin, { stepUp: { password } }, asMember());
    for (let left = STEP_UP_MAX_TRIES - 1; left > 0; left -= 1) {
      expect(await begin('nope')).toMatchObject({
        errorCode: StepUpErrorCode.wrong,
        value: { method: 'password', triesLeft: left },
      });
    }
    expect(await begin('nope')).toMatchObject({ errorCode: StepUpErrorCode.locked });
    expect(await begin('demo123')).toMatchObject({ errorCode: StepUpErrorCode.locked });
    // One count with the payout accounts: the lock holds there too.
    const card = { bankCode: 'BDO', holderName: 'Juan', accountNumber: '001234567890' };
    expect(
      await postJson(
        app,
        MoneyApi.bankCard,
        { ...card, stepUp: { password: 'demo123' } },
        asMember(),
      ),
    ).toMatchObject({ errorCode: StepUpErrorCode.locked });
    await moveClock(app, { offsetMs: STEP_UP_WINDOW_MS + 1000 });
    expect((await begin('demo123')).success).toBe(true);
  });

  it('refuses a bare token, without a step-up, to add or remove one, and counts no try', async () => {
    const phone = new SoftAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    await register(phone);
    for (const body of [
      {},
      { stepUp: null },
      { stepUp: 'demo123' },
      { reauth: { password: 'demo123' } },
    ]) {
      expect(await postJson(app, PasskeyApi.registerBegin, body, asMember())).toMatchObject({
        errorCode: StepUpErrorCode.required,
        value: { method: 'password' },
      });
      expect(
        await postJson(app, PasskeyApi.remove, { id: phone.id, ...body }, asMember()),
      ).toMatchObject({ errorCode: StepUpErrorCode.required });
    }
    const listed = await app.inject({ method: 'GET', url: PasskeyApi.list, headers: asMember() });
    expect(listed.json().value).toHaveLength(1);
    expect(
      await postJson(app, PasskeyApi.registerBegin, { stepUp: { password: 'nope' } }, asMember()),
    ).toMatchObject({ value: { triesLeft: STEP_UP_MAX_TRIES - 1 } });
  });

  it('takes the authenticator code, not the password, from a member who has one', async () => {
    await patchMember(app, 'demo01', { twoFactor: ['ga'], gaCode: '246810' });
    const begin = (stepUp: object) =>
      postJson(app, PasskeyApi.registerBegin, { stepUp }, asMember());
    expect(await begin({ password: 'demo123' })).toMatchObject({
      errorCode: StepUpErrorCode.required,
      value: { method: 'code' },
    });
    expect(await begin({ code: '111111' })).toMatchObject({
      errorCode: StepUpErrorCode.wrong,
      value: { method: 'code', triesLeft: STEP_UP_MAX_TRIES - 1 },
    });
    expect((await begin({ code: '246810' })).success).toBe(true);
  });

  it('asks the step-up again to add or remove one; a removed passkey no longer signs in', async () => {
    const refused = await postJson(
      app,
      PasskeyApi.registerBegin,
      { stepUp: { password: 'nope' } },
      asMember(),
    );
    expect(refused).toMatchObject({ errorCode: StepUpErrorCode.wrong });

    const phone = new SoftAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    await register(phone);
    const wrong = await postJson(
      app,
      PasskeyApi.remove,
      { id: phone.id, stepUp: { password: 'nope' } },
      asMember(),
    );
    expect(wrong).toMatchObject({ errorCode: StepUpErrorCode.wrong });
    const removed = await postJson(
      app,
      PasskeyApi.remove,
      { id: phone.id, stepUp: { password: 'demo123' } },
      asMember(),
    );
    expect(removed).toEqual({ success: true, value: true });
    expect(await finishLogin(phone.assert(await beginLogin()))).toMatchObject({
      errorCode: PasskeyErrorCode.unknownCredential,
    });
  });

  it('keeps passkeys per merchant, and a site without the switch offers none', async () => {
    const phone = new SoftAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    await register(phone);
    await app.inject({ method: 'PATCH', url: '/sandbox/merchants/other', payload: {} });
    await app.inject({
      method: 'PUT',
      url: SandboxPasskeyApi.site('other'),
      payload: { rpId: RP_ID, origins: [ORIGIN] },
    });
    const otherChallenge = challengeOf(
      await postJson(app, PasskeyApi.loginBegin, {}, { merchant: 'other' }),
    );
    const onOther = await postJson(
      app,
      PasskeyApi.loginFinish,
      { response: phone.assert(otherChallenge) },
      { merchant: 'other' },
    );
    expect(onOther).toMatchObject({ errorCode: PasskeyErrorCode.unknownCredential });

    await app.inject({ method: 'DELETE', url: SandboxPasskeyApi.site('demo') });
    expect(await postJson(app, PasskeyApi.loginBegin, {})).toMatchObject({
      errorCode: PasskeyErrorCode.unavailable,
    });
  });
});
