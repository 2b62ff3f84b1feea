import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  accountSummarySchema,
  MoneyApi,
  MoneyRelay,
  withdrawAccountSchema,
} from '@wps/contract/money';
import { key, memberClient, type MemberClient } from '../../../test-support/money.ts';
import { testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
let demo: MemberClient;
beforeEach(async () => {
  app = await testSandbox();
  demo = await memberClient(app);
});
afterEach(() => app.close());

const card = (overrides: object = {}) =>
  demo.post(MoneyApi.bankCard, {
    bankCode: 'BPI',
    holderName: '  Juan   Dela Cruz ',
    accountNumber: '1234-5678-9012',
    stepUp: { password: 'demo123' },
    ...overrides,
  });

describe('banks and bank cards', () => {
  it("lists the merchant's banks", async () => {
    expect(await demo.value(demo.get(MoneyApi.banks))).toContainEqual({
      code: 'BPI',
      name: 'Bank of the Philippine Islands',
    });
  });

  it('adds a card that the summary lists masked; the whole number never leaves', async () => {
    const account = await demo.value(card());
    expect(v.is(withdrawAccountSchema, account)).toBe(true);
    expect(account).toMatchObject({
      kind: 'BANK',
      name: 'Bank of the Philippine Islands',
      holderName: 'Juan Dela Cruz',
      masked: '•••• 9012',
    });
    const summary = await demo.get(MoneyApi.accountSummary);
    expect(v.is(accountSummarySchema, summary.value)).toBe(true);
    expect(summary.value).toMatchObject({
      totalDepositSuccessCount: 2,
      totalWithdrawSuccessCount: 0,
      fullBankCardList: [account],
      fullVirtualWalletList: [],
      fullEWalletList: [],
    });
    const info = await demo.get(`/wps/relay/${MoneyRelay.withdrawAccountInfo}`);
    expect(info.value).toEqual({
      totalWithdrawSuccessCount: 0,
      fullBankCardList: [account],
      fullVirtualWalletList: [],
      fullEWalletList: [],
    });
    expect(JSON.stringify([summary, info])).not.toContain('123456789012');
  });

  it.each([
    ['an unknown bank', { bankCode: 'XYZ' }, 'bank.unknown'],
    ['a one-letter holder name', { holderName: 'J' }, 'holder.name.invalid'],
    ['a holder name with digits', { holderName: 'Juan 2' }, 'holder.name.invalid'],
    ['a short number', { accountNumber: '12345' }, 'account.number.invalid'],
    ['a number with letters', { accountNumber: '1234abcd9012' }, 'account.number.invalid'],
  ])('refuses %s', async (_name, overrides, errorCode) => {
    expect(await card(overrides)).toMatchObject({ success: false, errorCode });
    expect(
      (await demo.get<{ fullBankCardList: unknown[] }>(MoneyApi.accountSummary)).value,
    ).toMatchObject({ fullBankCardList: [] });
  });

  it('refuses the same number of the same bank twice, takes it at another bank', async () => {
    await demo.value(card());
    expect((await card({ accountNumber: '123456789012' })).errorCode).toBe(
      'withdraw.account.duplicate',
    );
    expect((await card({ bankCode: 'BDO' })).success).toBe(true);
  });

  it("keeps each member's accounts apart", async () => {
    await demo.value(card());
    const vip = await memberClient(app, 'vip01', 'vip123');
    expect(
      (await vip.value(vip.get<{ fullBankCardList: unknown[] }>(MoneyApi.accountSummary)))
        .fullBankCardList,
    ).toEqual([]);
  });
});

describe('Pix keys', () => {
  const pix = (keyType: string, pixKey: string, holderName = 'Ana Souza') =>
    demo.post<{ masked: string; pixKeyType: string }>(MoneyApi.pixKey, {
      keyType,
      key: pixKey,
      stepUp: { password: 'demo123' },
      holderName,
    });

  it.each([
    ['CPF', '529.982.247-25', '•••• 4725'],
    ['CNPJ', '11.222.333/0001-81', '•••• 0181'],
    ['CNPJ', '12.abc.345/01de-35', '•••• DE35'],
    ['PHONE', '+55 (11) 91234-5678', '•••• 5678'],
    ['EMAIL', 'Ana.Souza@Example.com.br', '•••• m.br'],
    ['EVP', '123e4567-e89b-42d3-a456-426614174000', '•••• 4000'],
  ])('adds a %s key (%s) to the e-wallet list, masked', async (keyType, pixKey, masked) => {
    const account = await demo.value(pix(keyType, pixKey));
    expect(v.is(withdrawAccountSchema, account)).toBe(true);
    expect(account).toMatchObject({ kind: 'PIX', name: 'Pix', pixKeyType: keyType, masked });
    const summary = await demo.value(
      demo.get<{ fullEWalletList: unknown[] }>(MoneyApi.accountSummary),
    );
    expect(summary.fullEWalletList).toEqual([account]);
  });

  it.each([
    ['a CPF with a wrong check digit', 'CPF', '529.982.247-24'],
    ['a CPF of one repeated digit', 'CPF', '111.111.111-11'],
    ['a CNPJ with a wrong check digit', 'CNPJ', '11.222.333/0001-82'],
    ['a landline', 'PHONE', '+55 11 3123-4567'],
    ['a phone on an unassigned area code', 'PHONE', '+55 23 91234-5678'],
    ['an e-mail without a domain', 'EMAIL', 'ana@'],
    ['an upper-case random key', 'EVP', '123E4567-E89B-42D3-A456-426614174000'],
    // One string, two readings: a valid mobile is not a CPF because it is one.
    ['a mobile sent as a CPF', 'CPF', '11912345678'],
  ])('refuses %s, server-side', async (_name, keyType, pixKey) => {
    expect(await pix(keyType, pixKey)).toMatchObject({
      success: false,
      errorCode: 'pix.key.invalid',
    });
    const summary = await demo.value(
      demo.get<{ fullEWalletList: unknown[] }>(MoneyApi.accountSummary),
    );
    expect(summary.fullEWalletList).toEqual([]);
  });

  it('refuses an unknown key type and a bad holder name', async () => {
    expect((await pix('IBAN', '529.982.247-25')).errorCode).toBe('bad_request');
    expect((await pix('CPF', '529.982.247-25', '4')).errorCode).toBe('holder.name.invalid');
  });

  it('knows a key again in another notation', async () => {
    await demo.value(pix('CPF', '529.982.247-25'));
    expect((await pix('CPF', ' 52998224725 ')).errorCode).toBe('withdraw.account.duplicate');
    await demo.value(pix('EMAIL', 'ana@example.com'));
    expect((await pix('EMAIL', 'ANA@EXAMPLE.COM')).errorCode).toBe('withdraw.account.duplicate');
  });
});

describe('without a session', () => {
  it.each([
    ['GET', `/wps/relay/${MoneyRelay.depositSettings}`],
    ['GET', `/wps/relay/${MoneyRelay.withdrawAccountInfo}`],
    ['POST', MoneyApi.deposit],
    ['GET', MoneyApi.depositOrder('D123')],
    ['POST', MoneyApi.voucher],
    ['GET', MoneyApi.withdrawSettings],
    ['POST', MoneyApi.withdraw],
    ['GET', MoneyApi.withdrawals],
    ['GET', MoneyApi.banks],
    ['POST', MoneyApi.bankCard],
    ['POST', MoneyApi.pixKey],
    ['GET', MoneyApi.accountSummary],
    ['GET', MoneyApi.transactions],
  ] as const)('%s %s answers CUSTOMER_NOT_LOGIN', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: { idempotencyKey: key() } } : {}),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'CUSTOMER_NOT_LOGIN',
      message: 'Please login',
    });
  });
});
