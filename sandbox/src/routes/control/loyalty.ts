/**
 * SandboxLoyaltyApi (contract §5): the operator grants a member a reward, as a back office
 * would. The reward waits in the member's reward centre until claimed or expired.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { SandboxLoyaltyApi } from '@wps/contract/loyalty';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import { grantReward } from '../../loyalty/rewards.ts';
import { findMember } from '../../member/members.ts';
import { parseBody } from './parse-body.ts';

const amount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000));

const grantSchema = v.object({
  userName: v.pipe(v.string(), v.minLength(1)),
  merchant: v.optional(v.pipe(v.string(), v.minLength(1)), 'demo'),
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  /** Minor units of the member's merchant currency. */
  cashMinor: v.optional(amount, 0),
  points: v.optional(amount, 0),
  /** Epoch ms; null or absent: never expires. A past time grants an expired reward (tests). */
  expiresAt: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
});

/** SandboxLoyaltyApi paths carry the /sandbox prefix this plugin is registered under. */
const local = (path: string) => path.replace(/^\/sandbox/, '');

export const loyaltyControlRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post(local(SandboxLoyaltyApi.grantReward), async (request, reply) => {
    const body = parseBody(grantSchema, request.body ?? {}, reply);
    if (!body) return reply;
    const { userName, merchant, ...reward } = body;
    if (reward.cashMinor === 0 && reward.points === 0) {
      reply.code(400);
      return fail('bad_request', 'A reward pays cashMinor, points or both');
    }
    const member = findMember(db, merchant, userName);
    if (!member) {
      reply.code(404);
      return fail('member.not.found', `No member ${userName} at ${merchant}`);
    }
    return ok(grantReward(db, { ...reward, memberId: member.id }));
  });
};
