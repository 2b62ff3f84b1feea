import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { MoneyApi, transactionPageSchema, type Transaction } from '@wps/contract/money';
import { key, memberClient, patchMember, type MemberClient } from '../../../test-support/money.ts';
import { testSandbox } from '../../../test-support/sandbox.ts';

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

type Page = { items: Transaction[]; total: number };
const page = (query = '') => demo.get<Page>(`${MoneyApi.transactions}${query}`);
const DAY = 24 * 60 * 60 * 1000;

describe('GET transactions', () => {
  it('pages the ledger newest first and filters by type', async () => {
    // Opening balance, then two vouchers and two adjustments: five entries.
    await demo.value(demo.post(MoneyApi.voucher, { code: 'WELCOME100', idempotencyKey: key() }));
    await patchMember(app, 'demo01', { balance: 2000 });
    await demo.value(demo.post(MoneyApi.voucher, { code: 'BONUS50', idempotencyKey: key() }));
    await patchMember(app, 'demo01', { balance: 10 });
    const first = await demo.value(page('?page=1&size=2'));
    expect(v.is(transactionPageSchema, first)).toBe(true);
    expect(first.total).toBe(5);
    expect(first.items).toMatchObject([
      { type: 'ADJUSTMENT', amountMinor: -204000, balanceAfterMinor: 1000 },
      { type: 'VOUCHER', amountMinor: 5000, balanceAfterMinor: 205000, reference: 'BONUS50' },
    ]);
    const last = await demo.value(page('?page=3&size=2'));
    expect(last.items).toMatchObject([
      { type: 'ADJUSTMENT', amountMinor: 125050, balanceAfterMinor: 125050 },
    ]);
    expect((await demo.value(page('?page=4&size=2'))).items).toEqual([]);
    const vouchers = await demo.value(page('?type=VOUCHER'));
    expect(vouchers.total).toBe(2);
    expect(vouchers.items.map((item) => item.reference)).toEqual(['BONUS50', 'WELCOME100']);
    expect((await demo.value(page('?type='))).total).toBe(5);
  });

  it('keeps to the days asked, 90 at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 40 * DAY);
    await patchMember(app, 'demo01', { balance: 100 });
    expect((await demo.value(page())).total).toBe(1); // 30 days by default
    expect((await demo.value(page('?days=90'))).total).toBe(2);
    expect(await page('?days=91')).toMatchObject({ success: false, errorCode: 'bad_request' });
  });

  it.each(['?type=BONUS', '?page=0', '?size=101', '?days=abc'])('refuses %s', async (query) => {
    expect(await page(query)).toMatchObject({ success: false, errorCode: 'bad_request' });
  });

  it("shows only the member's own entries", async () => {
    const vip = await memberClient(app, 'vip01', 'vip123');
    expect(await vip.value(vip.get<Page>(MoneyApi.transactions))).toEqual({ items: [], total: 0 });
  });
});
