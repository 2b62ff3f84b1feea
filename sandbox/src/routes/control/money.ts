/**
 * Control API of the ledger (SandboxMoneyApi, contract §5): every member's withdrawals, approve
 * and reject one (rejected money returns as WITHDRAW_RETURNED), and pay a deposit order as the
 * stand-in payment page's button does.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { SandboxMoneyApi } from '@wps/contract/money';
import type { Db } from '../../db/db.ts';
import { ok } from '../../http/envelope.ts';
import { payOrder } from '../../money/deposits.ts';
import { answerWith } from '../../money/reply.ts';
import { allWithdrawals, approveWithdrawal, rejectWithdrawal } from '../../money/withdrawals.ts';
import { parseBody } from './parse-body.ts';

const rejectSchema = v.object({
  reason: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
});

/** SandboxMoneyApi paths carry the /sandbox prefix this plugin is registered under. */
const local = (path: string) => path.replace(/^\/sandbox/, '');

export const moneyControlRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(local(SandboxMoneyApi.withdrawals), async () => ok(allWithdrawals(db)));

  app.post<{ Params: { id: string } }>('/withdrawals/:id/approve', async (request, reply) =>
    answerWith(reply, () => approveWithdrawal(db, request.params.id)),
  );

  app.post<{ Params: { id: string } }>('/withdrawals/:id/reject', async (request, reply) => {
    const body = parseBody(rejectSchema, request.body ?? {}, reply);
    if (!body) return reply;
    return answerWith(reply, () => rejectWithdrawal(db, request.params.id, body.reason ?? null));
  });

  app.post<{ Params: { orderId: string } }>('/deposits/:orderId/pay', async (request, reply) =>
    answerWith(reply, () => payOrder(db, request.params.orderId)),
  );
};
