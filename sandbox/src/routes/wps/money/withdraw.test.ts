import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  MoneyApi,
  MoneyRelay,
  SandboxMoneyApi,
  withdrawalSchema,
  withdrawSettingsSchema,
  type Transaction,
  type Withdrawal,
  type WithdrawSettings,
} from '@wps/contract/money';
import { createSandbox } from '../../../server.ts';
import {
  key,
  memberClient,
  patchMember,
  patchWallet,
  type Answer,
  type MemberClient,
} from '../../../test-support/money.ts';
import { freshDbFile, testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
let demo: MemberClient;
let accountId: string;
beforeEach(async () => {
  app = await testSandbox();
  demo = await memberClient(app);
  // These tests are about the limits: the new account's 24 h hold has tests of its own.
  await patchWallet(app, { withdraw: { newAccountHoldMs: 0 } });
  accountId = await addCard(demo);
});
afterEach(() => app.close());

async function addCard(
  client: MemberClient,
  accountNumber = '0012 3456 7890',
  password = 'demo123',
) {
  const account = await client.value(
    client.post<{ id: string }>(MoneyApi.bankCard, {
      bankCode: 'BDO',
      holderName: 'Juan Dela Cruz',
      accountNumber,
      stepUp: { password },
    }),
  );
  return account.id;
}

const withdraw = (
  amountMinor: number,
  idempotencyKey = key(),
  client = demo,
  account = accountId,
) =>
  client.post<Withdrawal>(MoneyApi.withdraw, { accountId: account, amountMinor, idempotencyKey });

const settings = () => demo.value(demo.get<WithdrawSettings>(MoneyApi.withdrawSettings));
const list = () => demo.value(demo.get<Withdrawal[]>(MoneyApi.withdrawals));
const history = () =>
  demo.value(demo.get<{ items: Transaction[]; total: number }>(MoneyApi.transactions));
const control = async (url: string, payload?: object) =>
  (await app.inject({ method: 'POST', url, payload })).json<Answer<Withdrawal>>();
const withdrawCount = async () =>
  (
    await demo.value(
      demo.get<{ totalWithdrawSuccessCount: number }>(
        `/wps/relay/${MoneyRelay.withdrawAccountInfo}`,
      ),
    )
  ).totalWithdrawSuccessCount;

describe('withdraw settings', () => {
  it('answers available, pending and the limits', async () => {
    const value = await settings();
    expect(v.is(withdrawSettingsSchema, value)).toBe(true);
    expect(value).toEqual({
      availableMinor: 125050,
      pendingMinor: 0,
      minMinor: 10000,
      maxMinor: 5000000,
      dailyCountLimit: 3,
      dailyCountUsed: 0,
    });
  });
});

describe('POST withdraw', () => {
  it('moves the money from available to pending at once', async () => {
    const withdrawal = await demo.value(withdraw(20000));
    expect(v.is(withdrawalSchema, withdrawal)).toBe(true);
    expect(withdrawal).toMatchObject({
      accountId,
      accountMasked: '•••• 7890',
      amountMinor: 20000,
      status: 'PENDING',
    });
    expect(await settings()).toMatchObject({
      availableMinor: 105050,
      pendingMinor: 20000,
      dailyCountUsed: 1,
    });
    expect(await demo.balance()).toBe(1050.5);
    expect(await list()).toMatchObject([{ id: withdrawal.id, status: 'PENDING' }]);
    expect((await history()).items[0]).toMatchObject({
      type: 'WITHDRAW',
      amountMinor: -20000,
      balanceAfterMinor: 105050,
      reference: withdrawal.id,
    });
  });

  it('refuses more than is available and books nothing', async () => {
    await demo.value(withdraw(100000));
    // ₱250.50 left: ₱300 is more than that although the balance was ₱1,250.50 before.
    expect(await withdraw(30000)).toMatchObject({
      success: false,
      errorCode: 'balance.insufficient',
    });
    expect(await settings()).toMatchObject({ availableMinor: 25050, pendingMinor: 100000 });
    expect(await list()).toHaveLength(1);
    expect((await history()).total).toBe(2); // the opening balance and the first withdrawal
  });

  it.each([
    ['below the minimum', 9999, 'amount.below.min'],
    ['above the maximum', 5000001, 'amount.above.max'],
    ['a fraction', 10000.5, 'amount.invalid'],
    ['negative', -10000, 'amount.invalid'],
  ])('refuses an amount %s', async (_name, amountMinor, errorCode) => {
    await patchMember(app, 'demo01', { balance: 100000 });
    expect(await withdraw(amountMinor)).toMatchObject({ success: false, errorCode });
    expect(await list()).toEqual([]);
  });

  it("refuses an account that is not the member's", async () => {
    const vip = await memberClient(app, 'vip01', 'vip123');
    const theirs = await addCard(vip, '9988776655', 'vip123');
    expect((await withdraw(20000, key(), demo, theirs)).errorCode).toBe('withdraw.account.unknown');
    expect((await withdraw(20000, key(), demo, 'ANOSUCH')).errorCode).toBe(
      'withdraw.account.unknown',
    );
  });

  it('enforces the daily count; a rejected request gives its slot back', async () => {
    await patchWallet(app, { withdraw: { dailyCountLimit: 2 } });
    const first = await demo.value(withdraw(10000));
    await demo.value(withdraw(10000));
    expect(await withdraw(10000)).toMatchObject({
      success: false,
      errorCode: 'withdraw.daily.count.reached',
    });
    expect((await settings()).dailyCountUsed).toBe(2);
    await control(SandboxMoneyApi.reject(first.id), { reason: 'test' });
    expect((await withdraw(10000)).success).toBe(true);
  });

  it('creates one withdrawal per idempotency key and refuses the key with another body', async () => {
    const idempotencyKey = key();
    const first = await demo.value(withdraw(20000, idempotencyKey));
    expect(await demo.value(withdraw(20000, idempotencyKey))).toEqual(first);
    expect((await withdraw(30000, idempotencyKey)).errorCode).toBe('idempotency.key.reused');
    expect(await list()).toHaveLength(1);
    expect(await demo.balance()).toBe(1050.5);
  });

  it('never takes the balance below zero under two withdrawals at once', async () => {
    const results = await Promise.all([withdraw(80000), withdraw(80000)]);
    expect(results.map((result) => result.success).sort()).toEqual([false, true]);
    expect(results.find((result) => !result.success)?.errorCode).toBe('balance.insufficient');
    expect(await demo.balance()).toBe(450.5);
  });

  it('never takes it below zero with two sandboxes writing one database file', async () => {
    const dbFile = await freshDbFile();
    const one = await createSandbox({
      dbFile,
      appDir: '/nonexistent-app-dir',
      controlApi: 'loopback',
    });
    const two = await createSandbox({
      dbFile,
      appDir: '/nonexistent-app-dir',
      controlApi: 'loopback',
    });
    try {
      const client = await memberClient(one);
      await patchWallet(one, { withdraw: { newAccountHoldMs: 0 } });
      const account = await addCard(client);
      // The session lives in the shared database, so the second server knows the token.
      const post = (server: FastifyInstance) =>
        server.inject({
          method: 'POST',
          url: MoneyApi.withdraw,
          headers: { Authorization: client.token },
          payload: { accountId: account, amountMinor: 100000, idempotencyKey: key() },
        });
      const answers = (await Promise.all([post(one), post(two)])).map((r) => r.json<Answer>());
      expect(answers.filter((answer) => answer.success)).toHaveLength(1);
      expect(await client.balance()).toBe(250.5);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('control API: approve and reject', () => {
  it('approves: the money stays out and the success count rises', async () => {
    const withdrawal = await demo.value(withdraw(20000));
    const all = (await app.inject({ method: 'GET', url: SandboxMoneyApi.withdrawals })).json();
    expect(all.value).toMatchObject([{ id: withdrawal.id, userName: 'demo01', status: 'PENDING' }]);
    const approved = await control(SandboxMoneyApi.approve(withdrawal.id));
    expect(approved.value).toMatchObject({ status: 'APPROVED', decidedAt: expect.any(Number) });
    expect(await demo.balance()).toBe(1050.5);
    expect(await settings()).toMatchObject({ availableMinor: 105050, pendingMinor: 0 });
    expect(await list()).toMatchObject([{ status: 'APPROVED' }]);
    expect(await withdrawCount()).toBe(1);
    // Decided once: a second decision is refused.
    const again = await app.inject({ method: 'POST', url: SandboxMoneyApi.reject(withdrawal.id) });
    expect(again.statusCode).toBe(409);
    expect(await demo.balance()).toBe(1050.5);
  });

  it('rejects: the money returns as WITHDRAW_RETURNED, with the reason', async () => {
    const withdrawal = await demo.value(withdraw(20000));
    const rejected = await control(SandboxMoneyApi.reject(withdrawal.id), {
      reason: 'Name does not match',
    });
    expect(rejected.value).toMatchObject({ status: 'REJECTED', reason: 'Name does not match' });
    expect(await demo.balance()).toBe(1250.5);
    expect(await settings()).toMatchObject({ availableMinor: 125050, pendingMinor: 0 });
    expect((await history()).items[0]).toMatchObject({
      type: 'WITHDRAW_RETURNED',
      amountMinor: 20000,
      balanceAfterMinor: 125050,
      reference: withdrawal.id,
    });
    expect(await withdrawCount()).toBe(0);
  });

  it('answers 404 for an unknown withdrawal', async () => {
    const response = await app.inject({ method: 'POST', url: SandboxMoneyApi.approve('WNOPE') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'withdrawal.not.found' });
  });
});
