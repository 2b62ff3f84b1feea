import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LoyaltyApi, rewardSchema, type Mall, type RewardList } from '@wps/contract/loyalty';
import { SandboxApi } from '@wps/contract/paths';
import {
  grantRequest,
  patchLoyalty,
  pointsHistory,
  pointsOf,
  rewardCentre,
} from '../../test-support/loyalty.ts';
import { key, memberClient, patchMember } from '../../test-support/money.ts';
import { testSandbox } from '../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

describe('POST /sandbox/rewards', () => {
  it('grants a reward the member then finds in the reward centre', async () => {
    const expiresAt = Date.now() + 86_400_000;
    const response = await grantRequest(app, {
      userName: 'demo01',
      title: 'Weekend bonus',
      cashMinor: 2500,
      points: 10,
      expiresAt,
    });
    expect(response.statusCode).toBe(200);
    const reward = response.json().value;
    expect(v.is(rewardSchema, reward)).toBe(true);
    expect(reward).toMatchObject({
      title: 'Weekend bonus',
      cashMinor: 2500,
      points: 10,
      status: 'AVAILABLE',
      expiresAt,
      claimedAt: null,
    });
    await rewardCentre(app, true);
    const demo = await memberClient(app);
    expect((await demo.value(demo.get<RewardList>(LoyaltyApi.rewards))).items[0]).toEqual(reward);
  });

  it.each([
    ['an unknown member', { userName: 'nobody01', points: 5 }, 404, 'member.not.found'],
    ['a member of another merchant', { merchant: 'acme', points: 5 }, 404, 'member.not.found'],
    ['nothing to pay', { cashMinor: 0, points: 0 }, 400, 'bad_request'],
    ['no amount at all', {}, 400, 'bad_request'],
    ['a negative amount', { cashMinor: -100, points: 5 }, 400, 'bad_request'],
    ['a fraction of a minor unit', { cashMinor: 10.5 }, 400, 'bad_request'],
    ['an empty title', { title: '  ', points: 5 }, 400, 'bad_request'],
  ])('refuses %s', async (_name, body, status, errorCode) => {
    const response = await grantRequest(app, { userName: 'demo01', title: 'x', ...body });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
  });
});

describe('PATCH /sandbox/members/:userName { points }', () => {
  it('books the ADJUSTMENT that reaches the points balance', async () => {
    const demo = await memberClient(app);
    const response = await patchMember(app, 'demo01', { points: 1000 });
    expect(response.json().value).toMatchObject({ points: 1000 });
    expect(response.json().value.data).not.toHaveProperty('points');
    expect(await pointsOf(demo)).toBe(1000);
    expect((await pointsHistory(demo)).items[0]).toMatchObject({
      type: 'ADJUSTMENT',
      points: 880,
      balanceAfter: 1000,
      reference: 'sandbox',
    });
    await patchMember(app, 'demo01', { points: 0 });
    expect(await pointsOf(demo)).toBe(0);
    // The same balance again books nothing.
    await patchMember(app, 'demo01', { points: 0 });
    expect((await pointsHistory(demo)).total).toBe(3);
  });

  it('gives a new member points', async () => {
    await patchMember(app, 'points01', { points: 75 });
    expect(await pointsOf(await memberClient(app, 'points01', 'points01'))).toBe(75);
  });

  it.each([-1, 1.5, '10'])('refuses %j', async (points) => {
    expect((await patchMember(app, 'demo01', { points })).statusCode).toBe(400);
  });
});

describe('PATCH /sandbox/merchants/:code { loyalty }', () => {
  it('merges into the settings; a list replaces the old one', async () => {
    const response = await patchLoyalty(app, {
      items: [{ id: 'cap', name: 'Cap', kind: 'GOODS', points: 100, stock: 3 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.loyalty.missions).toHaveLength(4);
    const demo = await memberClient(app);
    expect((await demo.value(demo.get<Mall>(LoyaltyApi.mall))).items).toEqual([
      {
        id: 'cap',
        name: 'Cap',
        description: '',
        kind: 'GOODS',
        points: 100,
        cashMinor: 0,
        stock: 3,
      },
    ]);
  });

  it.each([
    [
      'a CASH item without cash',
      { items: [{ id: 'a', name: 'A', kind: 'CASH', points: 1, stock: 1 }] },
    ],
    [
      'GOODS with cash',
      { items: [{ id: 'a', name: 'A', kind: 'GOODS', points: 1, cashMinor: 5, stock: 1 }] },
    ],
    [
      'an item at 0 points',
      { items: [{ id: 'a', name: 'A', kind: 'GOODS', points: 0, stock: 1 }] },
    ],
    [
      'two items with one id',
      { items: [1, 2].map(() => ({ id: 'a', name: 'A', kind: 'GOODS', points: 1, stock: 1 })) },
    ],
    [
      'an unknown metric',
      { missions: [{ id: 'm', title: 'M', metric: 'BETS', target: 1, points: 1 }] },
    ],
    [
      'a target of 0',
      { missions: [{ id: 'm', title: 'M', metric: 'LOGIN_COUNT', target: 0, points: 1 }] },
    ],
  ])('refuses %s, naming the document', async (_name, loyalty) => {
    const response = await patchLoyalty(app, loyalty);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^loyalty\./);
  });

  it('gives a merchant it creates the demo missions and items', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: SandboxApi.merchant('acme'),
      payload: { status: { currency: 'VND' } },
    });
    expect(response.json().value.loyalty.items).toHaveLength(4);
  });
});

describe('POST /sandbox/reset', () => {
  it('brings back the seeded points, rewards, stock and claims', async () => {
    await rewardCentre(app, true);
    const demo = await memberClient(app);
    const [welcome] = (await demo.value(demo.get<RewardList>(LoyaltyApi.rewards))).items;
    await demo.value(
      demo.post(LoyaltyApi.claimReward, { rewardId: welcome?.id, idempotencyKey: key() }),
    );
    await demo.value(
      demo.post(LoyaltyApi.claimMission, { missionId: 'login-3', idempotencyKey: key() }),
    );
    await patchMember(app, 'demo01', { points: 600 });
    await demo.value(
      demo.post(LoyaltyApi.redeem, { itemId: 'bonus-50', quantity: 1, idempotencyKey: key() }),
    );
    await app.inject({ method: 'POST', url: SandboxApi.reset });
    await rewardCentre(app, true);
    const again = await memberClient(app);
    const mall = await again.value(again.get<Mall>(LoyaltyApi.mall));
    expect(mall.pointsBalance).toBe(120);
    expect(mall.items[0]).toMatchObject({ id: 'bonus-50', stock: 100 });
    expect((await pointsHistory(again)).total).toBe(1);
    expect((await again.value(again.get<RewardList>(LoyaltyApi.rewards))).items).toMatchObject([
      { title: 'Welcome bonus', status: 'AVAILABLE' },
    ]);
    expect(
      (await again.post(LoyaltyApi.claimMission, { missionId: 'login-3', idempotencyKey: key() }))
        .success,
    ).toBe(true);
  });
});
