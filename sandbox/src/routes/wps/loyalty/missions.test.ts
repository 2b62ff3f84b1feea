import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  LoyaltyApi,
  missionBoardSchema,
  missionClaimSchema,
  type MissionBoard,
  type MissionClaim,
} from '@wps/contract/loyalty';
import { pointsHistory, pointsOf } from '../../../test-support/loyalty.ts';
import {
  deposit,
  key,
  memberClient,
  patchMember,
  payOrder,
  type MemberClient,
} from '../../../test-support/money.ts';
import { testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
let demo: MemberClient;
beforeEach(async () => {
  app = await testSandbox();
  demo = await memberClient(app);
});
afterEach(() => app.close());

const board = (client = demo) => client.value(client.get<MissionBoard>(LoyaltyApi.missions));
const progress = async (client = demo) =>
  Object.fromEntries((await board(client)).missions.map((m) => [m.id, [m.progress, m.status]]));
const claim = (missionId: string, idempotencyKey = key(), client = demo) =>
  client.post<MissionClaim>(LoyaltyApi.claimMission, { missionId, idempotencyKey });
const paidDeposit = async (amountMinor: number) =>
  payOrder(app, (await demo.value(deposit(demo, amountMinor))).orderId);

describe('GET missions', () => {
  it("answers demo01's seeded board: progress from real counts, capped, and the ranking", async () => {
    const value = await board();
    expect(v.is(missionBoardSchema, value)).toBe(true);
    expect(value).toEqual({
      pointsBalance: 120,
      missions: [
        // demo01 has 2 deposits from before the ledger and 6 logins (5 seeded + this one).
        expect.objectContaining({
          id: 'first-deposit',
          progress: 1,
          target: 1,
          status: 'CLAIMABLE',
        }),
        expect.objectContaining({ id: 'deposit-3', progress: 2, target: 3, status: 'IN_PROGRESS' }),
        expect.objectContaining({ id: 'deposit-1000', progress: 0, target: 100000, points: 200 }),
        expect.objectContaining({ id: 'login-3', progress: 3, target: 3, status: 'CLAIMABLE' }),
      ],
      ranking: [
        { rank: 1, name: 'v***', points: 2400, me: false },
        { rank: 2, name: 'ag***01', points: 650, me: false },
        { rank: 3, name: 'demo01', points: 120, me: true },
        { rank: 4, name: 'se***01', points: 90, me: false },
      ],
      myRank: null,
    });
  });

  it('counts paid deposits and their amount; an unpaid order counts for nothing', async () => {
    await demo.value(deposit(demo, 90000)); // never paid
    expect(await progress()).toMatchObject({
      'deposit-3': [2, 'IN_PROGRESS'],
      'deposit-1000': [0, 'IN_PROGRESS'],
    });
    await paidDeposit(50000);
    expect(await progress()).toMatchObject({
      'deposit-3': [3, 'CLAIMABLE'],
      'deposit-1000': [50000, 'IN_PROGRESS'],
    });
    await paidDeposit(60000);
    // ₱1,100 paid: capped at the ₱1,000 target.
    expect(await progress()).toMatchObject({ 'deposit-1000': [100000, 'CLAIMABLE'] });
  });

  it("counts the member's logins (loginCount)", async () => {
    await patchMember(app, 'fresh01', {}); // a new member: no login yet
    const fresh = await memberClient(app, 'fresh01', 'fresh01');
    expect(await progress(fresh)).toMatchObject({ 'login-3': [1, 'IN_PROGRESS'] });
    await patchMember(app, 'fresh01', { loginCount: 2 });
    expect(await progress(fresh)).toMatchObject({ 'login-3': [2, 'IN_PROGRESS'] });
    await memberClient(app, 'fresh01', 'fresh01');
    expect(await progress(fresh)).toMatchObject({ 'login-3': [3, 'CLAIMABLE'] });
  });
});

describe('POST claimMission', () => {
  it('adds the points as a MISSION entry once; a second claim is refused', async () => {
    const claimed = await demo.value(claim('first-deposit'));
    expect(v.is(missionClaimSchema, claimed)).toBe(true);
    expect(claimed).toEqual({ missionId: 'first-deposit', points: 50, pointsBalance: 170 });
    expect((await pointsHistory(demo)).items[0]).toMatchObject({
      type: 'MISSION',
      points: 50,
      balanceAfter: 170,
      reference: 'Make your first deposit',
    });
    expect(await progress()).toMatchObject({ 'first-deposit': [1, 'CLAIMED'] });
    expect(await claim('first-deposit')).toMatchObject({
      success: false,
      errorCode: 'mission.already.claimed',
    });
    expect(await pointsOf(demo)).toBe(170);
  });

  it.each([
    ['an unknown mission', 'no-such-mission', 'mission.not.found'],
    ['a mission not complete', 'deposit-3', 'mission.not.complete'],
  ])('refuses %s and adds nothing', async (_name, missionId, errorCode) => {
    expect(await claim(missionId)).toMatchObject({ success: false, errorCode });
    expect(await pointsOf(demo)).toBe(120);
    expect((await pointsHistory(demo)).total).toBe(1);
  });

  it('claims once for the same idempotency key sent twice at once', async () => {
    const idempotencyKey = key();
    const [a, b] = await Promise.all([
      claim('login-3', idempotencyKey),
      claim('login-3', idempotencyKey),
    ]);
    expect(a).toMatchObject({ success: true, value: { pointsBalance: 150 } });
    expect(b).toEqual(a);
    expect(await pointsOf(demo)).toBe(150);
  });

  it('lifts the member in the ranking by the points earned', async () => {
    await demo.value(claim('first-deposit'));
    await demo.value(claim('login-3'));
    expect((await board()).ranking[2]).toEqual({ rank: 3, name: 'demo01', points: 200, me: true });
  });
});

describe('the ranking', () => {
  it("shows the top ten masked and the member's own row below them", async () => {
    for (let i = 1; i <= 11; i++) {
      await patchMember(app, `rank${String(i).padStart(2, '0')}`, { points: 200 + i });
    }
    const value = await board();
    expect(value.ranking).toHaveLength(10);
    expect(value.ranking.slice(0, 4)).toEqual([
      { rank: 1, name: 'v***', points: 2400, me: false },
      { rank: 2, name: 'ag***01', points: 650, me: false },
      { rank: 3, name: 'ra***11', points: 211, me: false },
      { rank: 4, name: 'ra***10', points: 210, me: false },
    ]);
    expect(value.ranking.some((row) => row.me)).toBe(false);
    expect(value.myRank).toEqual({ rank: 14, name: 'demo01', points: 120, me: true });
  });

  it('gives no own row to a member who earned nothing', async () => {
    const nochat = await memberClient(app, 'nochat01', 'nochat123');
    const value = await board(nochat);
    expect(value.myRank).toBeNull();
    expect(value.ranking.some((row) => row.me)).toBe(false);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', LoyaltyApi.rewards],
    ['POST', LoyaltyApi.claimReward],
    ['GET', LoyaltyApi.missions],
    ['POST', LoyaltyApi.claimMission],
    ['GET', LoyaltyApi.mall],
    ['POST', LoyaltyApi.redeem],
    ['GET', LoyaltyApi.points],
  ] as const)('%s %s answers CUSTOMER_NOT_LOGIN', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: { idempotencyKey: key() } } : {}),
    });
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'CUSTOMER_NOT_LOGIN',
      message: 'Please login',
    });
  });
});
