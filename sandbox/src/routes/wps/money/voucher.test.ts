import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MoneyApi, voucherClaimSchema, type Transaction } from '@wps/contract/money';
import { key, memberClient, patchWallet, type MemberClient } from '../../../test-support/money.ts';
import { testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
let demo: MemberClient;
beforeEach(async () => {
  app = await testSandbox();
  demo = await memberClient(app);
});
afterEach(() => app.close());

const claim = (code: string, idempotencyKey = key(), client = demo) =>
  client.post(MoneyApi.voucher, { code, idempotencyKey });

describe('POST voucher', () => {
  it('credits the code once per member; the second claim is refused', async () => {
    const claimed = await demo.value(claim(' welcome100 '));
    expect(v.is(voucherClaimSchema, claimed)).toBe(true);
    expect(claimed).toEqual({ code: 'WELCOME100', amountMinor: 10000 });
    expect(await demo.balance()).toBe(1350.5);
    expect(await claim('WELCOME100')).toMatchObject({
      success: false,
      errorCode: 'voucher.already.claimed',
    });
    expect(await demo.balance()).toBe(1350.5);
    const history = await demo.value(
      demo.get<{ items: Transaction[] }>(`${MoneyApi.transactions}?type=VOUCHER`),
    );
    expect(history.items).toMatchObject([
      { type: 'VOUCHER', amountMinor: 10000, balanceAfterMinor: 135050, reference: 'WELCOME100' },
    ]);
    // Another member claims it too.
    const vip = await memberClient(app, 'vip01', 'vip123');
    expect((await claim('WELCOME100', key(), vip)).success).toBe(true);
  });

  it('answers a retry with the same key as the first claim, crediting once', async () => {
    const idempotencyKey = key();
    const first = await demo.value(claim('BONUS50', idempotencyKey));
    expect(await demo.value(claim('BONUS50', idempotencyKey))).toEqual(first);
    expect(await demo.balance()).toBe(1300.5);
  });

  it('refuses an unknown code', async () => {
    expect(await claim('NOSUCHCODE')).toMatchObject({
      success: false,
      errorCode: 'voucher.not.found',
    });
    expect(await demo.balance()).toBe(1250.5);
  });

  it('lets one member only claim a single-use code', async () => {
    expect(await demo.value(claim('LUCKY20'))).toMatchObject({ amountMinor: 2000 });
    const vip = await memberClient(app, 'vip01', 'vip123');
    expect((await claim('LUCKY20', key(), vip)).errorCode).toBe('voucher.already.claimed');
  });

  it('takes the vouchers the merchant is patched with', async () => {
    await patchWallet(app, { vouchers: [{ code: 'SPRING', amountMinor: 777 }] });
    expect(await demo.value(claim('spring'))).toEqual({ code: 'SPRING', amountMinor: 777 });
    expect((await claim('WELCOME100')).errorCode).toBe('voucher.not.found');
  });
});
