/**
 * Step-up before money leaves (contract "Step-up"): a payout account needs the password again
 * (the authenticator code for a member who has one), wrong tries are limited per member, and
 * a new account takes no withdrawal for 24 hours.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Api } from '@wps/contract/paths';
import { MoneyApi, type WithdrawAccount } from '@wps/contract/money';
import { NEW_ACCOUNT_HOLD_MS } from '@wps/contract/wallet';
import { STEP_UP_WINDOW_MS } from '@wps/contract/step-up';
import { key, memberClient, patchMember, type MemberClient } from '../../../test-support/money.ts';
import { moveClock } from '../../../test-support/safer-gambling.ts';
import { encryptedRequest, testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
let demo: MemberClient;
beforeEach(async () => {
  app = await testSandbox();
  demo = await memberClient(app);
});
afterEach(() => app.close());

const CARD = { bankCode: 'BDO', holderName: 'Juan Dela Cruz', accountNumber: '001234567890' };
const card = (client: MemberClient, stepUp?: object, number = CARD.accountNumber) =>
  client.post<WithdrawAccount>(MoneyApi.bankCard, { ...CARD, accountNumber: number, stepUp });
const pix = (stepUp?: object) =>
  demo.post<WithdrawAccount>(MoneyApi.pixKey, {
    keyType: 'CPF',
    key: '52998224725',
    holderName: 'Ana Souza',
    stepUp,
  });
const accounts = async (client = demo) =>
  (await client.value(client.get<{ fullBankCardList: unknown[] }>(MoneyApi.accountSummary)))
    .fullBankCardList;

describe('adding a payout account', () => {
  it('refuses a bare token, for a bank card and a Pix key, and adds nothing', async () => {
    expect(await card(demo)).toMatchObject({
      success: false,
      errorCode: 'step.up.required',
      value: { method: 'password' },
    });
    expect((await pix()).errorCode).toBe('step.up.required');
    expect((await pix({ code: '123456' })).errorCode).toBe('step.up.required');
    expect(await accounts()).toEqual([]);
  });

  it('adds the account with the password again', async () => {
    expect((await card(demo, { password: 'demo123' })).success).toBe(true);
    expect((await pix({ password: 'demo123' })).success).toBe(true);
    expect(await accounts()).toHaveLength(1);
  });

  it('refuses a wrong password with the tries left, and a typing mistake costs no try', async () => {
    expect(await card(demo, { password: 'nope' })).toMatchObject({
      errorCode: 'step.up.wrong',
      value: { method: 'password', triesLeft: 4 },
    });
    // An invalid account number is refused before the password is looked at.
    expect((await card(demo, { password: 'nope' }, '12')).errorCode).toBe('account.number.invalid');
    expect((await card(demo, { password: 'nope' })).value).toMatchObject({ triesLeft: 3 });
  });

  it('takes the authenticator code, not the password, from a member who has one', async () => {
    // Logged in first: a two-factor login is the login tests' business.
    const secure = await memberClient(app, 'vip01', 'vip123');
    await patchMember(app, 'vip01', { twoFactor: ['ga'], gaCode: '123456' });
    const info = await secure.value(secure.get<{ stepUp: string }>(Api.memberInfo));
    expect(info.stepUp).toBe('code');
    expect(await card(secure, { password: 'vip123' })).toMatchObject({
      errorCode: 'step.up.required',
      value: { method: 'code' },
    });
    expect((await card(secure, { code: '000000' })).errorCode).toBe('step.up.wrong');
    expect((await card(secure, { code: '123456' })).success).toBe(true);
  });
});

describe('the limit on tries', () => {
  it('locks after five wrong tries, refuses even the right password, and ends with the window', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await card(demo, { password: `wrong${i}` }));
    expect(answers.slice(0, 4).map((a) => a.errorCode)).toEqual(Array(4).fill('step.up.wrong'));
    expect(answers[4]).toMatchObject({ errorCode: 'step.up.locked' });
    const retryAt = (answers[4]?.value as unknown as { retryAt: number }).retryAt;
    expect(await card(demo, { password: 'demo123' })).toMatchObject({
      errorCode: 'step.up.locked',
      value: { retryAt },
    });
    // The old password of a password change counts in the same window.
    const changed = await encryptedRequest(
      app,
      'PUT',
      Api.memberPassword,
      { oldPassword: 'demo123', newPassword: 'fresh456' },
      { Authorization: demo.token },
    );
    expect(changed.errorCode).toBe('step.up.locked');

    await moveClock(app, { offsetMs: STEP_UP_WINDOW_MS + 1000 });
    expect((await card(demo, { password: 'demo123' })).success).toBe(true);
  });

  it('counts per member: another member is not locked', async () => {
    for (let i = 0; i < 5; i++) await card(demo, { password: 'wrong' });
    expect((await card(demo, { password: 'demo123' })).errorCode).toBe('step.up.locked');
    const vip = await memberClient(app, 'vip01', 'vip123');
    expect((await card(vip, { password: 'vip123' })).success).toBe(true);
  });

  it('counts wrong old passwords of a password change', async () => {
    const change = (oldPassword: string) =>
      encryptedRequest(
        app,
        'PUT',
        Api.memberPassword,
        { oldPassword, newPassword: 'fresh456' },
        { Authorization: demo.token },
      );
    for (let i = 0; i < 4; i++)
      expect((await change('nope')).errorCode).toBe('member.password.wrong');
    expect((await change('nope')).errorCode).toBe('step.up.locked');
    expect((await card(demo, { password: 'demo123' })).errorCode).toBe('step.up.locked');
  });
});

describe('the hold on a new account', () => {
  const withdraw = (accountId: string, idempotencyKey = key()) =>
    demo.post(MoneyApi.withdraw, { accountId, amountMinor: 20000, idempotencyKey });

  it('holds withdrawals for 24 hours after the account was added, booking nothing', async () => {
    const account = await demo.value(card(demo, { password: 'demo123' }));
    const before = await demo.balance();
    const held = await withdraw(account.id);
    expect(held).toMatchObject({ success: false, errorCode: 'withdraw.account.held' });
    const { heldUntil } = held.value as { heldUntil: number };
    expect(heldUntil - Date.now()).toBeGreaterThan(NEW_ACCOUNT_HOLD_MS - 60_000);
    expect(heldUntil - Date.now()).toBeLessThanOrEqual(NEW_ACCOUNT_HOLD_MS);
    expect(await demo.balance()).toBe(before);

    await moveClock(app, { offsetMs: NEW_ACCOUNT_HOLD_MS - 60_000 });
    expect((await withdraw(account.id)).errorCode).toBe('withdraw.account.held');
    await moveClock(app, { offsetMs: NEW_ACCOUNT_HOLD_MS + 1000 });
    expect((await withdraw(account.id)).success).toBe(true);
    expect(await demo.balance()).toBe(before - 200);
  });

  it('holds only the new account: an older one takes withdrawals', async () => {
    const old = await demo.value(card(demo, { password: 'demo123' }));
    await moveClock(app, { offsetMs: NEW_ACCOUNT_HOLD_MS + 1000 });
    const fresh = await demo.value(card(demo, { password: 'demo123' }, '5555666677'));
    expect((await withdraw(old.id)).success).toBe(true);
    expect((await withdraw(fresh.id)).errorCode).toBe('withdraw.account.held');
  });
});
