import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  limitRefusalSchema,
  SaferGamblingApi,
  type SaferGamblingState,
} from '@wps/contract/safer-gambling';
import { COOLING_OFF_MS } from '@wps/contract/safer-gambling-rules';
import { deposit, payOrder } from '../../../test-support/money.ts';
import {
  addCard,
  limitOf,
  moveClock,
  patchSaferGambling,
  saferSandbox,
  withdraw,
  type SaferClient,
} from '../../../test-support/safer-gambling.ts';

let app: FastifyInstance;
let demo: SaferClient;
beforeEach(async () => {
  ({ app, demo } = await saferSandbox());
});
afterEach(() => app.close());

const depositLimit = (period: string, amountMinor: number | null) =>
  demo.setLimit({ kind: 'DEPOSIT', period, amountMinor });
const valueOf = async (answer: Promise<{ success: boolean; value?: SaferGamblingState }>) => {
  const body = await answer;
  if (!body.success || !body.value) throw new Error(JSON.stringify(body));
  return body.value;
};

describe('deposit limits', () => {
  it('lets a member deposit up to the limit, then refuses with what is left', async () => {
    const state = await valueOf(depositLimit('DAILY', 30000));
    expect(limitOf(state, 'DEPOSIT', 'DAILY')).toMatchObject({ value: 30000, used: 0 });
    expect(state.depositRemainingMinor).toBe(30000);

    const first = await deposit(demo, 20000);
    expect(first.success).toBe(true);
    expect((await payOrder(app, first.value?.orderId ?? '')).success).toBe(true);
    const refused = await deposit(demo, 15000);
    expect(refused).toMatchObject({ success: false, errorCode: 'rg.deposit.limit' });
    expect(v.parse(limitRefusalSchema, refused.value)).toMatchObject({
      kind: 'DEPOSIT',
      period: 'DAILY',
      remainingMinor: 10000,
    });
    expect(refused.message).toContain('100.00');
    // An unpaid order counts as well: two orders cannot pass the limit together.
    expect((await deposit(demo, 10000)).success).toBe(true);
    expect((await deposit(demo, 10000)).errorCode).toBe('rg.deposit.limit');
    const after = await demo.state();
    expect(limitOf(after, 'DEPOSIT', 'DAILY').used).toBe(30000);
    expect(after.depositRemainingMinor).toBe(0);
  });

  it('applies the lowest limit across periods', async () => {
    await depositLimit('DAILY', 50000);
    await depositLimit('WEEKLY', 30000);
    const refused = await deposit(demo, 40000);
    expect(refused.errorCode).toBe('rg.deposit.limit');
    expect(refused.value).toMatchObject({ period: 'WEEKLY', remainingMinor: 30000 });
    expect((await demo.state()).depositRemainingMinor).toBe(30000);
  });

  it('lowers at once but raises and removes only after the cooling-off (sandbox clock)', async () => {
    await depositLimit('DAILY', 20000);
    const lowered = await valueOf(depositLimit('DAILY', 15000));
    expect(limitOf(lowered, 'DEPOSIT', 'DAILY')).toMatchObject({ value: 15000, pending: null });

    const raised = await valueOf(depositLimit('DAILY', 50000));
    const pending = limitOf(raised, 'DEPOSIT', 'DAILY');
    expect(pending.value).toBe(15000);
    expect(pending.pending?.value).toBe(50000);
    const effectiveAt = Date.parse(pending.pending?.effectiveAt ?? '');
    expect(effectiveAt).toBe(Date.parse(raised.now) + COOLING_OFF_MS);
    expect((await deposit(demo, 20000)).errorCode).toBe('rg.deposit.limit');

    // Asking again for the same raise does not push it back.
    const again = await valueOf(depositLimit('DAILY', 50000));
    expect(limitOf(again, 'DEPOSIT', 'DAILY').pending?.effectiveAt).toBe(
      pending.pending?.effectiveAt,
    );

    expect((await moveClock(app, { offsetMs: COOLING_OFF_MS + 1000 })).statusCode).toBe(200);
    const later = await demo.state();
    expect(limitOf(later, 'DEPOSIT', 'DAILY')).toMatchObject({ value: 50000, pending: null });
    expect((await deposit(demo, 20000)).success).toBe(true);

    const removal = await valueOf(depositLimit('DAILY', null));
    expect(limitOf(removal, 'DEPOSIT', 'DAILY')).toMatchObject({
      value: 50000,
      pending: { value: null },
    });
    await moveClock(app, { offsetMs: 2 * COOLING_OFF_MS + 2000 });
    expect(limitOf(await demo.state(), 'DEPOSIT', 'DAILY')).toMatchObject({
      value: null,
      pending: null,
    });
  });

  it('keeps a limit in force after the merchant turns the tool off', async () => {
    await depositLimit('MONTHLY', 10000);
    await patchSaferGambling(app, { tools: { depositLimits: false } });
    expect((await deposit(demo, 20000)).errorCode).toBe('rg.deposit.limit');
    expect((await depositLimit('MONTHLY', null)).errorCode).toBe('rg.tool.off');
  });

  it('counts a new day from the moved clock', async () => {
    await depositLimit('DAILY', 20000);
    expect((await deposit(demo, 20000)).success).toBe(true);
    expect((await deposit(demo, 10000)).errorCode).toBe('rg.deposit.limit');
    await moveClock(app, { offsetMs: COOLING_OFF_MS + 1000 });
    expect((await deposit(demo, 20000)).success).toBe(true);
  });
});

describe('loss limits', () => {
  it('counts deposits minus withdrawals and refuses a deposit that would pass the limit', async () => {
    await demo.setLimit({ kind: 'LOSS', period: 'DAILY', amountMinor: 30000 });
    const paid = await deposit(demo, 20000);
    await payOrder(app, paid.value?.orderId ?? '');
    const account = await addCard(demo);
    expect((await withdraw(demo, account, 10000)).success).toBe(true);
    expect(limitOf(await demo.state(), 'LOSS', 'DAILY').used).toBe(10000);

    const refused = await deposit(demo, 25000);
    expect(refused.errorCode).toBe('rg.loss.limit');
    expect(refused.value).toMatchObject({ kind: 'LOSS', period: 'DAILY', remainingMinor: 20000 });
    expect((await deposit(demo, 20000)).success).toBe(true);
    expect(limitOf(await demo.state(), 'LOSS', 'DAILY').used).toBe(30000);
  });
});

describe('session-time limit and reality check', () => {
  it('keeps a daily session-time limit and counts the minutes since login', async () => {
    const state = await valueOf(
      demo.setLimit({ kind: 'SESSION_TIME', period: 'DAILY', minutes: 60 }),
    );
    expect(limitOf(state, 'SESSION_TIME', 'DAILY')).toMatchObject({ value: 60, used: 0 });
    await moveClock(app, { offsetMs: 10 * 60_000 });
    const later = limitOf(await demo.state(), 'SESSION_TIME', 'DAILY');
    // 10, unless the move crossed midnight UTC (then the minutes since it).
    expect(later.used).toBeGreaterThan(0);
    expect(later.used).toBeLessThanOrEqual(10);
  });

  it('takes an offered interval, refuses another, and clears with null', async () => {
    const set = await valueOf(demo.put(SaferGamblingApi.realityCheck, { intervalMinutes: 30 }));
    expect(set.realityCheckMinutes).toBe(30);
    const refused = await demo.put(SaferGamblingApi.realityCheck, { intervalMinutes: 45 });
    expect(refused.errorCode).toBe('rg.interval.not.offered');
    expect((await demo.state()).realityCheckMinutes).toBe(30);
    // An interval the merchant stops offering is no longer run.
    await patchSaferGambling(app, { realityCheck: { intervalsMinutes: [1] } });
    expect((await demo.state()).realityCheckMinutes).toBeNull();
    await demo.put(SaferGamblingApi.realityCheck, { intervalMinutes: 1 });
    expect((await demo.state()).realityCheckMinutes).toBe(1);
    const cleared = await valueOf(
      demo.put(SaferGamblingApi.realityCheck, { intervalMinutes: null }),
    );
    expect(cleared.realityCheckMinutes).toBeNull();
  });
});

describe('validation', () => {
  it.each([
    ['a negative amount', { kind: 'DEPOSIT', period: 'DAILY', amountMinor: -1 }],
    ['a fractional amount', { kind: 'DEPOSIT', period: 'DAILY', amountMinor: 10.5 }],
    ['a huge amount', { kind: 'LOSS', period: 'MONTHLY', amountMinor: 1e12 }],
    ['an amount as text', { kind: 'DEPOSIT', period: 'DAILY', amountMinor: '100' }],
    ['no amount', { kind: 'DEPOSIT', period: 'DAILY' }],
    ['an unknown period', { kind: 'DEPOSIT', period: 'YEARLY', amountMinor: 100 }],
    ['an unknown kind', { kind: 'WAGER', period: 'DAILY', amountMinor: 100 }],
    ['a weekly session time', { kind: 'SESSION_TIME', period: 'WEEKLY', minutes: 60 }],
    ['0 session minutes', { kind: 'SESSION_TIME', period: 'DAILY', minutes: 0 }],
    ['a day and a minute', { kind: 'SESSION_TIME', period: 'DAILY', minutes: 1441 }],
  ])('refuses %s with bad_request and changes nothing', async (_name, body) => {
    expect((await demo.setLimit(body)).errorCode).toBe('bad_request');
    expect((await demo.state()).limits.every((limit) => limit.value === null)).toBe(true);
  });

  it.each([{ intervalMinutes: 'often' }, { intervalMinutes: 7.5 }, {}])(
    'refuses the reality-check body %o',
    async (body) => {
      expect((await demo.put(SaferGamblingApi.realityCheck, body)).errorCode).toBe('bad_request');
    },
  );

  it('needs a session for every change', async () => {
    const calls = [
      ['PUT', SaferGamblingApi.limit],
      ['PUT', SaferGamblingApi.realityCheck],
      ['POST', SaferGamblingApi.timeOut],
      ['POST', SaferGamblingApi.selfExclusion],
    ] as const;
    for (const [method, url] of calls) {
      const answer = (await app.inject({ method, url, payload: {} })).json();
      expect(answer.errorCode, url).toBe('CUSTOMER_NOT_LOGIN');
    }
  });
});
