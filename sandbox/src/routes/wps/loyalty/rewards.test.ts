import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  LoyaltyApi,
  rewardClaimSchema,
  rewardListSchema,
  type RewardClaim,
  type RewardList,
} from '@wps/contract/loyalty';
import { MoneyApi, type Transaction } from '@wps/contract/money';
import { grant, pointsHistory, pointsOf, rewardCentre } from '../../../test-support/loyalty.ts';
import { key, memberClient, type MemberClient } from '../../../test-support/money.ts';
import { testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
let demo: MemberClient;
beforeEach(async () => {
  app = await testSandbox();
  await rewardCentre(app, true);
  demo = await memberClient(app);
});
afterEach(() => app.close());

const rewards = (client = demo) => client.get<RewardList>(LoyaltyApi.rewards);
const list = async (client = demo) => (await client.value(rewards(client))).items;
const claim = (rewardId: string, idempotencyKey = key(), client = demo) =>
  client.post<RewardClaim>(LoyaltyApi.claimReward, { rewardId, idempotencyKey });
const welcomeId = async () => (await list()).find((r) => r.title === 'Welcome bonus')?.id ?? '';
const cashHistory = (type = '') =>
  demo.value(
    demo.get<{ items: Transaction[]; total: number }>(`${MoneyApi.transactions}?type=${type}`),
  );

describe('the reward centre is off without REWCEN3', () => {
  it('refuses the list and the claim, and claims nothing', async () => {
    const id = await welcomeId();
    await rewardCentre(app, false);
    expect(await rewards()).toEqual({
      success: false,
      errorCode: 'rewards.disabled',
      message: expect.any(String),
    });
    expect(await claim(id)).toMatchObject({ success: false, errorCode: 'rewards.disabled' });
    expect(await demo.balance()).toBe(1250.5);
    await rewardCentre(app, true);
    expect((await list())[0]).toMatchObject({ id, status: 'AVAILABLE' });
  });
});

describe('claiming a reward', () => {
  it("lists demo01's seeded welcome bonus", async () => {
    const value = await demo.value(rewards());
    expect(v.is(rewardListSchema, value)).toBe(true);
    expect(value.items).toEqual([
      {
        id: expect.any(String),
        title: 'Welcome bonus',
        cashMinor: 10000,
        points: 50,
        status: 'AVAILABLE',
        grantedAt: expect.any(Number),
        expiresAt: null,
        claimedAt: null,
      },
    ]);
  });

  it('pays the cash as a REWARD entry and the points once; a second claim is refused', async () => {
    const id = await welcomeId();
    const claimed = await demo.value(claim(id));
    expect(v.is(rewardClaimSchema, claimed)).toBe(true);
    expect(claimed).toEqual({ rewardId: id, cashMinor: 10000, points: 50, pointsBalance: 170 });
    expect(await demo.balance()).toBe(1350.5);
    expect((await cashHistory('REWARD')).items).toMatchObject([
      { type: 'REWARD', amountMinor: 10000, balanceAfterMinor: 135050, reference: 'Welcome bonus' },
    ]);
    // In the unfiltered history too, newest first.
    expect((await cashHistory()).items[0]).toMatchObject({ type: 'REWARD' });
    expect((await pointsHistory(demo)).items[0]).toMatchObject({
      type: 'REWARD',
      points: 50,
      balanceAfter: 170,
      reference: 'Welcome bonus',
    });
    expect(await list()).toMatchObject([{ id, status: 'CLAIMED', claimedAt: expect.any(Number) }]);

    expect(await claim(id)).toMatchObject({
      success: false,
      errorCode: 'reward.already.claimed',
    });
    expect(await demo.balance()).toBe(1350.5);
    expect(await pointsOf(demo)).toBe(170);
  });

  it('books only what the reward pays: points alone add no cash entry', async () => {
    const reward = await grant(app, { title: 'Points only', cashMinor: 0, points: 25 });
    expect(await demo.value(claim(reward.id))).toMatchObject({ cashMinor: 0, points: 25 });
    expect((await cashHistory()).total).toBe(1); // the opening balance alone
    expect(await pointsOf(demo)).toBe(145);
    const cash = await grant(app, { title: 'Cash only', cashMinor: 700, points: 0 });
    await demo.value(claim(cash.id));
    expect((await pointsHistory(demo)).total).toBe(2); // opening and 'Points only'
    expect(await demo.balance()).toBe(1257.5);
  });

  it.each([
    [
      'an expired reward',
      async () => (await grant(app, { expiresAt: Date.now() - 1 })).id,
      'reward.expired',
    ],
    [
      "another member's reward",
      async () => (await grant(app, { userName: 'vip01' })).id,
      'reward.not.found',
    ],
    ['an unknown id', async () => 'RNOSUCH', 'reward.not.found'],
  ])('refuses %s and moves nothing', async (_name, rewardId, errorCode) => {
    expect(await claim(await rewardId())).toMatchObject({ success: false, errorCode });
    expect(await demo.balance()).toBe(1250.5);
    expect(await pointsOf(demo)).toBe(120);
    expect((await cashHistory()).total).toBe(1);
  });

  it('claims once for the same idempotency key sent twice at once', async () => {
    const id = await welcomeId();
    const idempotencyKey = key();
    const [a, b] = await Promise.all([claim(id, idempotencyKey), claim(id, idempotencyKey)]);
    expect(a).toMatchObject({ success: true });
    expect(b).toEqual(a);
    expect(await demo.balance()).toBe(1350.5);
    expect((await cashHistory('REWARD')).total).toBe(1);
    expect(await pointsOf(demo)).toBe(170);
  });
});

describe('the list', () => {
  it('shows available ones first, soonest expiry first, then closed ones newest first', async () => {
    const now = Date.now();
    const claimed = await grant(app, { title: 'Claimed' });
    await demo.value(claim(claimed.id));
    await grant(app, { title: 'Expired', expiresAt: now - 60_000 });
    await grant(app, { title: 'Later', expiresAt: now + 2 * 3600_000 });
    await grant(app, { title: 'Soon', expiresAt: now + 3600_000 });
    await grant(app, { title: 'Forever' });
    await grant(app, { userName: 'vip01', title: 'Not mine' });
    expect((await list()).map((r) => [r.title, r.status])).toEqual([
      ['Soon', 'AVAILABLE'],
      ['Later', 'AVAILABLE'],
      ['Forever', 'AVAILABLE'],
      ['Welcome bonus', 'AVAILABLE'],
      ['Claimed', 'CLAIMED'],
      ['Expired', 'EXPIRED'],
    ]);
  });
});
