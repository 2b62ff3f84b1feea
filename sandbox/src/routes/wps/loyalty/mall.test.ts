import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import {
  LoyaltyApi,
  mallSchema,
  pointsPageSchema,
  redemptionSchema,
  type Mall,
  type Redemption,
} from '@wps/contract/loyalty';
import { MoneyApi, type Transaction } from '@wps/contract/money';
import { createSandbox } from '../../../server.ts';
import { patchLoyalty, pointsHistory, pointsOf } from '../../../test-support/loyalty.ts';
import {
  key,
  memberClient,
  patchMember,
  type Answer,
  type MemberClient,
} from '../../../test-support/money.ts';
import { freshDbFile, testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
let demo: MemberClient;
beforeEach(async () => {
  app = await testSandbox();
  demo = await memberClient(app);
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

const mall = (client = demo) => client.value(client.get<Mall>(LoyaltyApi.mall));
const stock = async () => Object.fromEntries((await mall()).items.map((i) => [i.id, i.stock]));
const redeem = (itemId: string, quantity: unknown = 1, idempotencyKey = key(), client = demo) =>
  client.post<Redemption>(LoyaltyApi.redeem, { itemId, quantity, idempotencyKey });
const cashHistory = () =>
  demo.value(demo.get<{ items: Transaction[]; total: number }>(MoneyApi.transactions));
const SEEDED_STOCK = { 'bonus-50': 100, 'bonus-200': 20, jersey: 5, mug: 0 };

describe('GET mall', () => {
  it('answers the points balance and the seeded items with their stock', async () => {
    const value = await mall();
    expect(v.is(mallSchema, value)).toBe(true);
    expect(value.pointsBalance).toBe(120);
    expect(value.items).toEqual([
      expect.objectContaining({ id: 'bonus-50', kind: 'CASH', points: 500, cashMinor: 5000 }),
      expect.objectContaining({ id: 'bonus-200', kind: 'CASH', points: 1800, cashMinor: 20000 }),
      expect.objectContaining({ id: 'jersey', name: 'Team jersey', kind: 'GOODS', cashMinor: 0 }),
      expect.objectContaining({ id: 'mug', kind: 'GOODS', stock: 0 }),
    ]);
    expect(await stock()).toEqual(SEEDED_STOCK);
  });
});

describe('POST redeem', () => {
  it('takes the points and the stock, and pays a CASH item as a REDEMPTION entry', async () => {
    await patchMember(app, 'demo01', { points: 1200 });
    const redemption = await demo.value(redeem('bonus-50', 2));
    expect(v.is(redemptionSchema, redemption)).toBe(true);
    expect(redemption).toMatchObject({
      itemId: 'bonus-50',
      quantity: 2,
      points: 1000,
      cashMinor: 10000,
      pointsBalance: 200,
      stock: 98,
    });
    expect(await stock()).toMatchObject({ 'bonus-50': 98 });
    expect(await pointsOf(demo)).toBe(200);
    expect(await demo.balance()).toBe(1350.5);
    expect((await cashHistory()).items[0]).toMatchObject({
      type: 'REDEMPTION',
      amountMinor: 10000,
      balanceAfterMinor: 135050,
      reference: '₱50 bonus',
    });
    expect((await pointsHistory(demo)).items[0]).toMatchObject({
      type: 'REDEEM',
      points: -1000,
      balanceAfter: 200,
      reference: '₱50 bonus',
    });
  });

  it('books no cash for GOODS', async () => {
    await patchMember(app, 'demo01', { points: 5000 });
    expect(await demo.value(redeem('jersey'))).toMatchObject({ cashMinor: 0, stock: 4 });
    expect((await cashHistory()).total).toBe(1);
    expect(await pointsOf(demo)).toBe(0);
  });

  it.each([
    ['a sold-out item', 'mug', 1, 'item.out.of.stock'],
    ['more units than are left', 'jersey', 6, 'item.out.of.stock'],
    ['more than the balance pays for', 'bonus-50', 9, 'points.insufficient'],
    ['an unknown item', 'no-such-item', 1, 'item.not.found'],
    ['a quantity of 0', 'bonus-50', 0, 'item.quantity.invalid'],
    ['a quantity above the maximum', 'bonus-50', 11, 'item.quantity.invalid'],
    ['a fraction', 'bonus-50', 1.5, 'item.quantity.invalid'],
    ['a negative quantity', 'bonus-50', -1, 'item.quantity.invalid'],
    ['a quantity that is not a number', 'bonus-50', '2', 'bad_request'],
  ])('refuses %s and changes nothing', async (_name, itemId, quantity, errorCode) => {
    await patchMember(app, 'demo01', { points: 4000 });
    expect(await redeem(itemId, quantity)).toMatchObject({ success: false, errorCode });
    expect(await pointsOf(demo)).toBe(4000);
    expect(await stock()).toEqual(SEEDED_STOCK);
    expect(await demo.balance()).toBe(1250.5);
    expect((await pointsHistory(demo)).total).toBe(2); // opening and the patch
  });

  it.each([1, 10])('takes a quantity of %i (both ends of REDEEM_QUANTITY)', async (quantity) => {
    await patchMember(app, 'demo01', { points: 5000 });
    expect(await demo.value(redeem('bonus-50', quantity))).toMatchObject({
      quantity,
      points: 500 * quantity,
    });
  });

  it('redeems once for the same idempotency key sent twice at once', async () => {
    await patchMember(app, 'demo01', { points: 1200 });
    const idempotencyKey = key();
    const [a, b] = await Promise.all([
      redeem('bonus-50', 1, idempotencyKey),
      redeem('bonus-50', 1, idempotencyKey),
    ]);
    expect(a).toMatchObject({ success: true });
    expect(b).toEqual(a);
    expect(await pointsOf(demo)).toBe(700);
    expect(await stock()).toMatchObject({ 'bonus-50': 99 });
    expect((await redeem('bonus-50', 2, idempotencyKey)).errorCode).toBe('idempotency.key.reused');
  });

  it('lets one of two members have the last unit', async () => {
    await patchLoyalty(app, {
      items: [{ id: 'last', name: 'Last one', kind: 'GOODS', points: 10, stock: 1 }],
    });
    await patchMember(app, 'vip01', { points: 100 });
    const vip = await memberClient(app, 'vip01', 'vip123');
    const results = await Promise.all([
      redeem('last', 1, key(), demo),
      redeem('last', 1, key(), vip),
    ]);
    expect(results.map((r) => r.success).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.success)?.errorCode).toBe('item.out.of.stock');
    expect((await mall()).items).toMatchObject([{ id: 'last', stock: 0 }]);
    expect((await pointsOf(demo)) + (await pointsOf(vip))).toBe(120 + 100 - 10);
  });

  it('never oversells with two sandboxes writing one database file', async () => {
    const dbFile = await freshDbFile();
    // The stock is set through the control API, off unless asked for.
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
      await patchLoyalty(one, {
        items: [
          { id: 'last', name: 'Last one', kind: 'CASH', points: 10, cashMinor: 100, stock: 1 },
        ],
      });
      const client = await memberClient(one);
      // The session lives in the shared database, so the second server knows the token.
      const post = (server: FastifyInstance) =>
        server.inject({
          method: 'POST',
          url: LoyaltyApi.redeem,
          headers: { Authorization: client.token },
          payload: { itemId: 'last', quantity: 1, idempotencyKey: key() },
        });
      const answers = (await Promise.all([post(one), post(two)])).map((r) => r.json<Answer>());
      expect(answers.filter((answer) => answer.success)).toHaveLength(1);
      expect(await pointsOf(client)).toBe(110);
      expect(await client.balance()).toBe(1251.5);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('GET points', () => {
  it('pages the points ledger newest first', async () => {
    for (let i = 1; i <= 24; i++) await patchMember(app, 'demo01', { points: 1000 + i });
    const first = await pointsHistory(demo);
    expect(v.is(pointsPageSchema, first)).toBe(true);
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ type: 'ADJUSTMENT', points: 1, balanceAfter: 1024 });
    const last = await pointsHistory(demo, '?page=2');
    expect(last.items).toHaveLength(5);
    expect(last.items.at(-1)).toMatchObject({ points: 120, reference: 'opening balance' });
    const small = await pointsHistory(demo, '?size=3&page=2');
    expect(small.items.map((entry) => entry.balanceAfter)).toEqual([1021, 1020, 1019]);
  });

  it('keeps to the last `days` (default 30)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 24 * 3600_000);
    await patchMember(app, 'demo01', { points: 300 });
    expect((await pointsHistory(demo)).items).toMatchObject([{ points: 180 }]);
    expect((await pointsHistory(demo, '?days=1')).total).toBe(1);
    expect((await pointsHistory(demo, '?days=90')).total).toBe(2);
  });

  it.each(['?days=0', '?days=91', '?size=101', '?page=0', '?size=abc'])(
    'refuses %s',
    async (query) => {
      expect((await demo.get(`${LoyaltyApi.points}${query}`)).errorCode).toBe('bad_request');
    },
  );
});
