/**
 * Taking a break: POST timeOut (24 h to 6 weeks) and POST selfExclusion (6 months, 1 year,
 * 5 years or indefinitely). Each needs `confirm: true` (the UI asks twice) and an idempotency
 * key with the rules of the money posts, so a double tap starts one break.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  SaferGamblingApi,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_HOURS,
} from '@wps/contract/safer-gambling';
import { selfExclusionEnd, timeOutEnd } from '@wps/contract/safer-gambling-rules';
import type { WpsContext } from '../../../http/request-context.ts';
import { idempotent } from '../../../money/idempotency.ts';
import { startBreak } from '../../../safer-gambling/breaks.ts';
import { idempotencyKeySchema, local, moneyCall, parseInput } from '../money/context.ts';
import { requireConfirm, requireTool, saferGamblingContext } from './context.ts';
import { notLoggedIn } from '../../../http/envelope.ts';

// Anything but `true` (absent, false, "true") is answered rg.confirm.required, not bad_request:
// the app tells the member to confirm rather than reporting a malformed request.
const confirm = v.optional(v.unknown());

const timeOutSchema = v.object({
  hours: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(TIME_OUT_HOURS.min),
    v.maxValue(TIME_OUT_HOURS.max),
  ),
  confirm,
  idempotencyKey: idempotencyKeySchema,
});

const selfExclusionSchema = v.object({
  period: v.picklist(SELF_EXCLUSION_PERIODS),
  confirm,
  idempotencyKey: idempotencyKeySchema,
});

export const breakRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.post(local(SaferGamblingApi.timeOut), async (request) => {
    const ctx = saferGamblingContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(timeOutSchema, request.body);
    if ('failure' in input) return input.failure;
    const { hours, idempotencyKey } = input.output;
    return moneyCall(() => {
      requireTool(ctx.settings, 'timeOut');
      requireConfirm(input.output.confirm);
      return idempotent(db, ctx.member.id, idempotencyKey, { call: 'timeOut', hours }, () => {
        startBreak(db, ctx.member.id, 'TIME_OUT', timeOutEnd(ctx.now, hours), ctx.now);
        return ctx.state();
      });
    });
  });

  app.post(local(SaferGamblingApi.selfExclusion), async (request) => {
    const ctx = saferGamblingContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(selfExclusionSchema, request.body);
    if ('failure' in input) return input.failure;
    const { period, idempotencyKey } = input.output;
    return moneyCall(() => {
      requireTool(ctx.settings, 'selfExclusion');
      requireConfirm(input.output.confirm);
      const endsAt = selfExclusionEnd(ctx.now, period, ctx.settings.timeZone);
      return idempotent(
        db,
        ctx.member.id,
        idempotencyKey,
        { call: 'selfExclusion', period },
        () => {
          startBreak(db, ctx.member.id, 'SELF_EXCLUSION', endsAt, ctx.now);
          return ctx.state();
        },
      );
    });
  });
};
