import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import {
  depositOrderSchema,
  depositSettingsSchema,
  MoneyApi,
  MoneyRelay,
  PAYMENT_PAGE,
} from '@wps/contract/money';
import { openDb } from '../../../db/open-db.ts';
import { ORDER_TTL_MS } from '../../../money/deposits.ts';
import {
  deposit,
  key,
  memberClient,
  patchWallet,
  payOrder,
  type MemberClient,
} from '../../../test-support/money.ts';
import { freshDbFile, testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
let dbFile: string;
let demo: MemberClient;
beforeEach(async () => {
  dbFile = await freshDbFile();
  app = await testSandbox({ dbFile });
  demo = await memberClient(app);
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

const depositSettings = () =>
  demo.value(
    demo.get<{ totalDepositSuccessCount: number }>(`/wps/relay/${MoneyRelay.depositSettings}`),
  );

/** Rows of a table, read straight from the database file the sandbox writes. */
function count(table: string): number {
  const db = openDb(dbFile);
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('MCSFE_getDepositSettings', () => {
  it("answers the merchant's channels and the member's real deposit count", async () => {
    const settings = await depositSettings();
    expect(v.is(depositSettingsSchema, settings)).toBe(true);
    expect(settings).toMatchObject({
      allowDeposit: true,
      // demo01's two deposits from before the ledger (data.depositCount).
      totalDepositSuccessCount: 2,
      channels: [
        { id: 'gcash', name: 'GCash', min: 100, max: 50000, presets: [100, 300, 500, 1000, 5000] },
        { id: 'maya' },
        { id: 'bank' },
      ],
    });
  });
});

describe('POST deposit, then the payment page pays it', () => {
  it('creates a PENDING order on the stand-in page of the other loopback name', async () => {
    const response = await app.inject({
      method: 'POST',
      url: MoneyApi.deposit,
      headers: { Authorization: demo.token, Host: 'localhost:8080' },
      payload: { channelId: 'gcash', amountMinor: 50000, idempotencyKey: key() },
    });
    const order = response.json().value;
    expect(v.is(depositOrderSchema, order)).toBe(true);
    expect(order).toMatchObject({ channelId: 'gcash', amountMinor: 50000, status: 'PENDING' });
    const payUrl = new URL(order.payUrl);
    expect(payUrl.origin + payUrl.pathname).toBe(`http://127.0.0.1:8080${PAYMENT_PAGE}`);
    expect(payUrl.searchParams.get('order')).toBe(order.orderId);
    expect(payUrl.searchParams.get('return')).toBe('http://localhost:8080/m/voucherCenter');
  });

  it('raises the balance and the deposit count once paid, and only once', async () => {
    const order = await demo.value(deposit(demo, 50000));
    expect(await demo.balance()).toBe(1250.5);
    const paid = await payOrder(app, order.orderId);
    expect(paid.value).toMatchObject({ status: 'PAID', paidAt: expect.any(Number) });
    expect(await demo.balance()).toBe(1750.5);
    // The page's button pressed twice: the second answers the paid order and credits nothing.
    const again = await app.inject({
      method: 'POST',
      url: `/sandbox-pay/orders/${order.orderId}/pay`,
    });
    expect(again.json().value).toMatchObject({ status: 'PAID' });
    expect(await demo.balance()).toBe(1750.5);
    expect((await depositSettings()).totalDepositSuccessCount).toBe(3);
    expect(await demo.value(demo.get(MoneyApi.depositOrder(order.orderId)))).toMatchObject({
      status: 'PAID',
    });
  });

  it('fails an order from the page, which then cannot be paid', async () => {
    const order = await demo.value(deposit(demo, 20000));
    const failed = await app.inject({
      method: 'POST',
      url: `/sandbox-pay/orders/${order.orderId}/fail`,
    });
    expect(failed.json().value).toMatchObject({ status: 'FAILED' });
    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox-pay/orders/${order.orderId}/pay`,
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ success: false, errorCode: 'deposit.order.closed' });
    expect(await demo.balance()).toBe(1250.5);
    expect((await depositSettings()).totalDepositSuccessCount).toBe(2);
  });

  it('expires an order nobody paid within 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const order = await demo.value(deposit(demo, 20000));
    vi.setSystemTime(Date.now() + ORDER_TTL_MS + 1000);
    expect(await demo.value(demo.get(MoneyApi.depositOrder(order.orderId)))).toMatchObject({
      status: 'EXPIRED',
    });
    expect((await payOrder(app, order.orderId)).errorCode).toBe('deposit.order.closed');
    expect(await demo.balance()).toBe(1250.5);
  });

  it('shows a member only their own orders', async () => {
    const order = await demo.value(deposit(demo, 20000));
    const vip = await memberClient(app, 'vip01', 'vip123');
    expect(await vip.get(MoneyApi.depositOrder(order.orderId))).toMatchObject({
      success: false,
      errorCode: 'deposit.order.not.found',
    });
    expect((await demo.get(MoneyApi.depositOrder('DNOSUCHORDER'))).errorCode).toBe(
      'deposit.order.not.found',
    );
  });

  it('serves the payment page, its script, and the order without the member', async () => {
    const order = await demo.value(deposit(demo, 20000));
    const page = await app.inject({ method: 'GET', url: PAYMENT_PAGE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<button type="button" id="pay"');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await app.inject({ method: 'GET', url: '/sandbox-pay/pay.js' });
    expect(script.headers['content-type']).toContain('javascript');
    const shown = await app.inject({ method: 'GET', url: `/sandbox-pay/orders/${order.orderId}` });
    expect(shown.json()).toEqual({
      success: true,
      value: {
        orderId: order.orderId,
        channelName: 'GCash',
        currency: 'PHP',
        amountMinor: 20000,
        status: 'PENDING',
      },
    });
    const unknown = await app.inject({ method: 'GET', url: '/sandbox-pay/orders/DNOPE' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('deposit idempotency', () => {
  it('answers the first order again for the same key and body, creating nothing', async () => {
    const idempotencyKey = key();
    const first = await demo.value(deposit(demo, 30000, idempotencyKey));
    const second = await demo.value(deposit(demo, 30000, idempotencyKey));
    expect(second).toEqual(first);
    expect(count('deposit_orders')).toBe(1);
    expect((await demo.value(deposit(demo, 30000))).orderId).not.toBe(first.orderId);
    expect(count('deposit_orders')).toBe(2);
  });

  it('creates one order for a double tap (two calls at once with one key)', async () => {
    const idempotencyKey = key();
    const [a, b] = await Promise.all([
      deposit(demo, 30000, idempotencyKey),
      deposit(demo, 30000, idempotencyKey),
    ]);
    expect(a.value).toEqual(b.value);
    expect(count('deposit_orders')).toBe(1);
  });

  it('refuses the same key with another body, and creates nothing', async () => {
    const idempotencyKey = key();
    await demo.value(deposit(demo, 30000, idempotencyKey));
    expect(await deposit(demo, 40000, idempotencyKey)).toMatchObject({
      success: false,
      errorCode: 'idempotency.key.reused',
    });
    // The key of a deposit used for a voucher claim is another request too.
    const voucher = await demo.post(MoneyApi.voucher, { code: 'WELCOME100', idempotencyKey });
    expect(voucher.errorCode).toBe('idempotency.key.reused');
    expect(count('deposit_orders')).toBe(1);
    expect(await demo.balance()).toBe(1250.5);
  });

  it('keeps keys per member', async () => {
    const idempotencyKey = key();
    const vip = await memberClient(app, 'vip01', 'vip123');
    const mine = await demo.value(deposit(demo, 30000, idempotencyKey));
    const theirs = await vip.value(deposit(vip, 30000, idempotencyKey));
    expect(theirs.orderId).not.toBe(mine.orderId);
  });

  it('requires a key', async () => {
    const answer = await demo.post(MoneyApi.deposit, { channelId: 'gcash', amountMinor: 30000 });
    expect(answer).toMatchObject({ success: false, errorCode: 'bad_request' });
  });
});

describe('deposit limits, enforced by the server', () => {
  it.each([
    ['below the channel minimum (₱100)', 9999, 'amount.below.min'],
    ['above the channel maximum (₱50,000)', 5000001, 'amount.above.max'],
    ['a fraction of a minor unit', 20000.5, 'amount.invalid'],
    ['zero', 0, 'amount.invalid'],
    ['negative', -20000, 'amount.invalid'],
  ])('refuses an amount %s', async (_name, amountMinor, errorCode) => {
    expect(await deposit(demo, amountMinor)).toMatchObject({ success: false, errorCode });
    expect(count('deposit_orders')).toBe(0);
  });

  it('takes the limits themselves', async () => {
    expect((await deposit(demo, 10000)).success).toBe(true);
    expect((await deposit(demo, 5000000)).success).toBe(true);
  });

  it('refuses an unknown channel', async () => {
    const answer = await demo.post(MoneyApi.deposit, {
      channelId: 'nope',
      amountMinor: 20000,
      idempotencyKey: key(),
    });
    expect(answer.errorCode).toBe('deposit.channel.unknown');
  });

  it('refuses every deposit while allowDeposit is false', async () => {
    expect((await patchWallet(app, { allowDeposit: false })).statusCode).toBe(200);
    expect((await depositSettings()) as object).toMatchObject({ allowDeposit: false });
    expect((await deposit(demo, 20000)).errorCode).toBe('deposit.not.allowed');
    expect(count('deposit_orders')).toBe(0);
  });

  it('converts the major-unit limits with the currency digits (VND has none)', async () => {
    await app.inject({
      method: 'PATCH',
      url: '/sandbox/merchants/demo',
      payload: {
        status: { currency: 'VND', currencySymbol: '₫' },
        wallet: { channels: [{ id: 'gcash', name: 'Momo', min: 50000, max: 10000000 }] },
      },
    });
    expect((await deposit(demo, 49999)).errorCode).toBe('amount.below.min');
    expect((await deposit(demo, 50000)).success).toBe(true);
  });
});
