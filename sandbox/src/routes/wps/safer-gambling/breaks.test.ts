import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GameApi } from '@wps/contract/games';
import { MoneyApi } from '@wps/contract/money';
import { activeBreakSchema } from '@wps/contract/safer-gambling';
import { deposit, key } from '../../../test-support/money.ts';
import { loginToken } from '../../../test-support/sandbox.ts';
import {
  addCard,
  moveClock,
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

const HOUR = 60 * 60 * 1000;
const launch = () => demo.get(`${GameApi.launchGame}?vendor=PG&gameId=pg-fortune-tiger`);
const trial = (headers: Record<string, string>) =>
  app.inject({
    method: 'GET',
    url: `${GameApi.trialLaunch}?gameId=pg-fortune-tiger&nodeId=slot-1&platform=MOBILE`,
    headers: { Merchant: 'demo', ...headers },
  });
const voucher = () => demo.post(MoneyApi.voucher, { code: 'WELCOME100', idempotencyKey: key() });

describe('a time-out', () => {
  it('blocks deposits, vouchers and game launches, but not login or withdrawals', async () => {
    const account = await addCard(demo);
    const answer = await demo.timeOut(24);
    expect(answer.success).toBe(true);
    const onBreak = v.parse(activeBreakSchema, answer.value?.activeBreak);
    expect(onBreak.kind).toBe('TIME_OUT');
    expect(Date.parse(onBreak.endsAt ?? '')).toBe(Date.parse(onBreak.startedAt) + 24 * HOUR);

    for (const refused of [await deposit(demo, 20000), await voucher(), await launch()]) {
      expect(refused).toMatchObject({ success: false, errorCode: 'rg.break.active' });
      expect(refused.value).toEqual(onBreak);
    }
    expect(await loginToken(app, 'demo01', 'demo123')).toMatch(/^[0-9a-f]{64}$/);
    expect((await withdraw(demo, account, 10000)).success).toBe(true);
  });

  it("blocks the member's trial play too, not a guest's", async () => {
    await demo.timeOut(24);
    const member = (await trial({ Authorization: demo.token })).json<{ errorCode?: string }>();
    expect(member.errorCode).toBe('rg.break.active');
    expect((await trial({})).json<{ success: boolean }>().success).toBe(true);
  });

  it('ends when the sandbox clock passes its end', async () => {
    await demo.timeOut(24);
    await moveClock(app, { offsetMs: 24 * HOUR + 1000 });
    expect((await demo.state()).activeBreak).toBeNull();
    expect((await deposit(demo, 20000)).success).toBe(true);
    expect((await launch()).success).toBe(true);
  });

  it.each([undefined, false, 'true'])('is refused without confirm: true (%s)', async (confirm) => {
    expect((await demo.timeOut(24, { confirm })).errorCode).toBe('rg.confirm.required');
    expect((await demo.state()).activeBreak).toBeNull();
  });

  it.each([23, 1009, 24.5, -24])('refuses %s hours with bad_request', async (hours) => {
    expect((await demo.timeOut(hours)).errorCode).toBe('bad_request');
  });

  it('starts one break for one idempotency key', async () => {
    const idempotencyKey = key();
    const first = await demo.timeOut(48, { idempotencyKey });
    const again = await demo.timeOut(48, { idempotencyKey });
    expect(again).toEqual(first);
    expect((await demo.timeOut(72, { idempotencyKey })).errorCode).toBe('idempotency.key.reused');
    expect((await demo.state()).activeBreak).toEqual(first.value?.activeBreak);
  });
});

describe('self-exclusion', () => {
  it('lengthens a time-out but is never shortened', async () => {
    await demo.timeOut(48);
    expect((await demo.timeOut(24)).errorCode).toBe('rg.break.active');
    const excluded = await demo.selfExclude('6M');
    expect(excluded.value?.activeBreak?.kind).toBe('SELF_EXCLUSION');
    expect((await demo.timeOut(1008)).errorCode).toBe('rg.break.active');
    const indefinite = await demo.selfExclude('INDEFINITE');
    expect(indefinite.value?.activeBreak).toMatchObject({ kind: 'SELF_EXCLUSION', endsAt: null });
    expect((await demo.selfExclude('5Y')).errorCode).toBe('rg.break.active');
    expect((await launch()).errorCode).toBe('rg.break.active');
  });

  it('ends at the start of the day after the same date 1 year on (UTC here)', async () => {
    const answer = await demo.selfExclude('1Y');
    const started = new Date(answer.value?.activeBreak?.startedAt ?? '');
    const end = Date.UTC(
      started.getUTCFullYear() + 1,
      started.getUTCMonth(),
      started.getUTCDate() + 1,
    );
    expect(answer.value?.activeBreak?.endsAt).toBe(new Date(end).toISOString());
  });

  it.each([
    ['no confirm', '6M', { confirm: undefined }, 'rg.confirm.required'],
    ['an unknown period', '2Y', {}, 'bad_request'],
    ['no idempotency key', '6M', { idempotencyKey: undefined }, 'bad_request'],
    ['a short idempotency key', '6M', { idempotencyKey: 'k' }, 'bad_request'],
  ])('refuses %s', async (_name, period, body, code) => {
    expect((await demo.selfExclude(period, body)).errorCode).toBe(code);
    expect((await demo.state()).activeBreak).toBeNull();
  });
});
