/** GET transactions?type=&days=&page=&size=: the ledger, newest first (days at most 90). */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { MoneyApi, TRANSACTION_TYPES } from '@wps/contract/money';
import type { WpsContext } from '../../../http/request-context.ts';
import { notLoggedIn, ok } from '../../../http/envelope.ts';
import { transactionPage } from '../../../money/history.ts';
import { HISTORY_DAYS } from '../../../money/withdrawals.ts';
import { local, moneyContext, parseInput } from './context.ts';

/** A query number: digits only, within [min, max], `fallback` when absent. */
export const queryInt = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(min), v.maxValue(max)),
    String(fallback),
  );

const historyQuerySchema = v.object({
  // An empty type means every type, as a filter select's "all" sends it.
  type: v.optional(v.union([v.literal(''), v.picklist(TRANSACTION_TYPES)])),
  days: queryInt(1, HISTORY_DAYS, 30),
  page: queryInt(1, 100000, 1),
  size: queryInt(1, 100, 20),
});

export const historyRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.get(local(MoneyApi.transactions), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(historyQuerySchema, request.query);
    if ('failure' in input) return input.failure;
    const { type, ...paging } = input.output;
    return ok(transactionPage(db, ctx.member.id, { ...paging, type: type || undefined }));
  });
};
