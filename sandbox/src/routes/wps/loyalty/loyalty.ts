/**
 * Loyalty (contract/src/loyalty.ts, contract/README.md "Loyalty"): the reward centre (only with
 * REWCEN3 on), missions with the points ranking, the point market and the points history. Every
 * route needs a session; every claim and redemption carries an idempotency key, so a double tap
 * claims or redeems once.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { LoyaltyApi, LoyaltyErrorCode } from '@wps/contract/loyalty';
import type { WpsContext } from '../../../http/request-context.ts';
import { requestMerchant, sessionMember } from '../../../http/request-context.ts';
import type { Db } from '../../../db/db.ts';
import { fail, notLoggedIn, ok } from '../../../http/envelope.ts';
import { mall, redeem } from '../../../loyalty/mall.ts';
import { claimMission, memberMissions } from '../../../loyalty/missions.ts';
import { pointsBalance, pointsPage } from '../../../loyalty/points.ts';
import { ranking } from '../../../loyalty/ranking.ts';
import { claimReward, memberRewards } from '../../../loyalty/rewards.ts';
import { loyaltySettings, rewardCentreOn } from '../../../loyalty/settings.ts';
import { idempotent } from '../../../money/idempotency.ts';
import { HISTORY_DAYS } from '../../../money/withdrawals.ts';
import { getMerchant } from '../../../site/merchants.ts';
import { queryInt } from '../money/history.ts';
import { idempotencyKeySchema, local, moneyCall, parseInput } from '../money/context.ts';

const id = v.pipe(v.string(), v.maxLength(64));
const claimRewardSchema = v.object({ rewardId: id, idempotencyKey: idempotencyKeySchema });
const claimMissionSchema = v.object({ missionId: id, idempotencyKey: idempotencyKeySchema });
// Any number: a quantity out of REDEEM_QUANTITY answers item.quantity.invalid, not bad_request.
const redeemSchema = v.object({
  itemId: id,
  quantity: v.number(),
  idempotencyKey: idempotencyKeySchema,
});
const pointsQuerySchema = v.object({
  days: queryInt(1, HISTORY_DAYS, 30),
  page: queryInt(1, 100000, 1),
  size: queryInt(1, 100, 20),
});

/** The session's member and their own merchant's settings, whatever the Merchant header says. */
function loyaltyContext(db: Db, request: FastifyRequest) {
  const member = sessionMember(db, request);
  if (!member) return undefined;
  const merchant = getMerchant(db, member.merchant) ?? requestMerchant(request);
  return { member, merchant, settings: loyaltySettings(merchant) };
}

const rewardsDisabled = () =>
  fail(LoyaltyErrorCode.rewardsDisabled, 'The reward centre is not offered on this site');

export const loyaltyRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.get(local(LoyaltyApi.rewards), async (request) => {
    const ctx = loyaltyContext(db, request);
    if (!ctx) return notLoggedIn();
    if (!rewardCentreOn(ctx.merchant)) return rewardsDisabled();
    return ok({ items: memberRewards(db, ctx.member.id) });
  });

  app.post(local(LoyaltyApi.claimReward), async (request) => {
    const ctx = loyaltyContext(db, request);
    if (!ctx) return notLoggedIn();
    if (!rewardCentreOn(ctx.merchant)) return rewardsDisabled();
    const input = parseInput(claimRewardSchema, request.body);
    if ('failure' in input) return input.failure;
    const { idempotencyKey, rewardId } = input.output;
    const memberId = ctx.member.id;
    return moneyCall(() =>
      idempotent(db, memberId, idempotencyKey, { call: 'claimReward', rewardId }, () =>
        claimReward(db, memberId, rewardId),
      ),
    );
  });

  app.get(local(LoyaltyApi.missions), async (request) => {
    const ctx = loyaltyContext(db, request);
    if (!ctx) return notLoggedIn();
    const { member, settings } = ctx;
    return ok({
      pointsBalance: pointsBalance(db, member.id),
      missions: memberMissions(db, member, settings.missions),
      ...ranking(db, member.merchant, member.id),
    });
  });

  app.post(local(LoyaltyApi.claimMission), async (request) => {
    const ctx = loyaltyContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(claimMissionSchema, request.body);
    if ('failure' in input) return input.failure;
    const { idempotencyKey, missionId } = input.output;
    const { member, settings } = ctx;
    return moneyCall(() =>
      idempotent(db, member.id, idempotencyKey, { call: 'claimMission', missionId }, () =>
        claimMission(db, member, settings.missions, missionId),
      ),
    );
  });

  app.get(local(LoyaltyApi.mall), async (request) => {
    const ctx = loyaltyContext(db, request);
    if (!ctx) return notLoggedIn();
    return ok(mall(db, ctx.member, ctx.settings.items));
  });

  app.post(local(LoyaltyApi.redeem), async (request) => {
    const ctx = loyaltyContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(redeemSchema, request.body);
    if ('failure' in input) return input.failure;
    const { idempotencyKey, ...body } = input.output;
    const { member, settings } = ctx;
    // idempotent() opens the BEGIN IMMEDIATE transaction the stock check and the writes share.
    return moneyCall(() =>
      idempotent(db, member.id, idempotencyKey, { call: 'redeem', ...body }, () =>
        redeem(db, member, settings.items, body),
      ),
    );
  });

  app.get(local(LoyaltyApi.points), async (request) => {
    const ctx = loyaltyContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(pointsQuerySchema, request.query);
    if ('failure' in input) return input.failure;
    return ok(pointsPage(db, ctx.member.id, input.output));
  });
};
