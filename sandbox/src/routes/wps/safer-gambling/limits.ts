/**
 * The settings (public), the member's state, and the calls that change a limit or the
 * reality-check interval. A limit change follows `changeLimit` (contract/src/
 * safer-gambling-rules.ts): a decrease at once, a raise or removal after the cooling-off. Both
 * PUTs may be repeated safely (the same request changes nothing more), so they carry no
 * idempotency key.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  SaferGamblingApi,
  SaferGamblingErrorCode,
  setLimitSchema,
} from '@wps/contract/safer-gambling';
import { changeLimit } from '@wps/contract/safer-gambling-rules';
import { requestMerchant, type WpsContext } from '../../../http/request-context.ts';
import { notLoggedIn, ok } from '../../../http/envelope.ts';
import { MoneyRefusal } from '../../../money/refusal.ts';
import { saveLimit, saveRealityCheckMinutes, storedLimit } from '../../../safer-gambling/limits.ts';
import { LIMIT_TOOL, saferGamblingSettings } from '../../../safer-gambling/settings.ts';
import { local, moneyCall, parseInput } from '../money/context.ts';
import { requireTool, saferGamblingContext } from './context.ts';

const realityCheckSchema = v.object({
  intervalMinutes: v.nullable(v.pipe(v.number(), v.integer())),
});

export const limitRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  // Public: the app needs the settings before anyone logs in (the registration warning).
  app.get(local(SaferGamblingApi.settings), async (request) =>
    ok(saferGamblingSettings(requestMerchant(request))),
  );

  app.get(local(SaferGamblingApi.state), async (request) => {
    const ctx = saferGamblingContext(db, request);
    return ctx ? ok(ctx.state()) : notLoggedIn();
  });

  app.put(local(SaferGamblingApi.limit), async (request) => {
    const ctx = saferGamblingContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(setLimitSchema, request.body);
    if ('failure' in input) return input.failure;
    const body = input.output;
    return moneyCall(() => {
      requireTool(ctx.settings, LIMIT_TOOL[body.kind]);
      const requested = body.kind === 'SESSION_TIME' ? body.minutes : body.amountMinor;
      db.transaction(() => {
        const current = storedLimit(db, ctx.member.id, body.kind, body.period);
        const next = changeLimit(current, requested, ctx.now);
        saveLimit(db, ctx.member.id, body.kind, body.period, next);
      })();
      return ctx.state();
    });
  });

  app.put(local(SaferGamblingApi.realityCheck), async (request) => {
    const ctx = saferGamblingContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(realityCheckSchema, request.body);
    if ('failure' in input) return input.failure;
    const minutes = input.output.intervalMinutes;
    return moneyCall(() => {
      requireTool(ctx.settings, 'realityCheck');
      if (minutes !== null && !ctx.settings.realityCheck.intervalsMinutes.includes(minutes)) {
        throw new MoneyRefusal(
          SaferGamblingErrorCode.intervalNotOffered,
          'Please choose one of the intervals offered',
        );
      }
      saveRealityCheckMinutes(db, ctx.member.id, minutes);
      return ctx.state();
    });
  });
};
