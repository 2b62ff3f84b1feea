import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MoneyApi, MoneyRelay, type Transaction } from '@wps/contract/money';
import { SandboxApi } from '@wps/contract/paths';
import {
  deposit,
  key,
  memberClient,
  patchMember,
  patchWallet,
  payOrder,
} from '../../test-support/money.ts';
import { testSandbox } from '../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

describe('PATCH /sandbox/members/:userName { balance }', () => {
  it('books the ADJUSTMENT that reaches the balance, in the currency digits', async () => {
    const demo = await memberClient(app);
    const response = await patchMember(app, 'demo01', { balance: 99.99 });
    expect(response.json().value).toMatchObject({ balance: 99.99 });
    expect(response.json().value.data).not.toHaveProperty('balance');
    expect(await demo.balance()).toBe(99.99);
    const history = await demo.value(demo.get<{ items: Transaction[] }>(MoneyApi.transactions));
    expect(history.items[0]).toMatchObject({
      type: 'ADJUSTMENT',
      amountMinor: 9999 - 125050,
      balanceAfterMinor: 9999,
    });
    // The same balance again books nothing.
    await patchMember(app, 'demo01', { balance: 99.99 });
    expect((await demo.value(demo.get<{ total: number }>(MoneyApi.transactions))).total).toBe(2);
  });

  it('gives a new member a balance', async () => {
    await patchMember(app, 'rich01', { balance: 5000 });
    const rich = await memberClient(app, 'rich01', 'rich01');
    expect(await rich.balance()).toBe(5000);
  });

  it('refuses a negative balance', async () => {
    expect((await patchMember(app, 'demo01', { balance: -1 })).statusCode).toBe(400);
  });
});

describe('PATCH /sandbox/merchants/:code { wallet }', () => {
  it('merges into the wallet settings', async () => {
    const response = await patchWallet(app, { withdraw: { dailyCountLimit: 9 } });
    expect(response.json().value.wallet).toMatchObject({
      allowDeposit: true,
      withdraw: { minMinor: 10000, maxMinor: 5000000, dailyCountLimit: 9 },
    });
  });

  it('refuses settings that break the schema, naming the field', async () => {
    const response = await patchWallet(app, { withdraw: { minMinor: 10.5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^wallet\.withdraw\.minMinor/);
    expect((await patchWallet(app, { channels: [{ id: 'x' }] })).statusCode).toBe(400);
  });
});

describe('POST /sandbox/reset', () => {
  it('resets the ledger: balances, orders, accounts and claims', async () => {
    const demo = await memberClient(app);
    const order = await demo.value(deposit(demo, 50000));
    await payOrder(app, order.orderId);
    await demo.value(demo.post(MoneyApi.voucher, { code: 'WELCOME100', idempotencyKey: key() }));
    await demo.value(
      demo.post(MoneyApi.bankCard, {
        bankCode: 'BDO',
        holderName: 'Juan Dela Cruz',
        accountNumber: '001234567890',
        stepUp: { password: 'demo123' },
      }),
    );
    await patchWallet(app, { allowDeposit: false });
    await app.inject({ method: 'POST', url: SandboxApi.reset });
    const again = await memberClient(app);
    expect(await again.balance()).toBe(1250.5);
    expect((await again.value(again.get<{ total: number }>(MoneyApi.transactions))).total).toBe(1);
    expect(await again.value(again.get(`/wps/relay/${MoneyRelay.depositSettings}`))).toMatchObject({
      allowDeposit: true,
      totalDepositSuccessCount: 2,
    });
    expect(
      await again.value(again.get<{ fullBankCardList: unknown[] }>(MoneyApi.accountSummary)),
    ).toMatchObject({ fullBankCardList: [] });
    expect(
      (await again.post(MoneyApi.voucher, { code: 'WELCOME100', idempotencyKey: key() })).success,
    ).toBe(true);
  });
});
