/** Withdrawals: the limits and what is available, the request, and the member's list. */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { MoneyApi } from '@wps/contract/money';
import type { WpsContext } from '../../../http/request-context.ts';
import { notLoggedIn, ok } from '../../../http/envelope.ts';
import { idempotent } from '../../../money/idempotency.ts';
import {
  memberWithdrawals,
  requestWithdrawal,
  withdrawSettings,
} from '../../../money/withdrawals.ts';
import { idempotencyKeySchema, local, moneyCall, moneyContext, parseInput } from './context.ts';

const withdrawSchema = v.object({
  accountId: v.string(),
  amountMinor: v.number(),
  idempotencyKey: idempotencyKeySchema,
});

export const withdrawRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.get(local(MoneyApi.withdrawSettings), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    return ok(withdrawSettings(db, ctx.member.id, ctx.settings));
  });

  app.post(local(MoneyApi.withdraw), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(withdrawSchema, request.body);
    if ('failure' in input) return input.failure;
    const { idempotencyKey, ...body } = input.output;
    return moneyCall(() =>
      idempotent(db, ctx.member.id, idempotencyKey, { call: 'withdraw', ...body }, () =>
        requestWithdrawal(db, ctx.member.id, ctx.settings, body),
      ),
    );
  });

  app.get(local(MoneyApi.withdrawals), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    return ok(memberWithdrawals(db, ctx.member.id));
  });
};
