/**
 * Deposits and vouchers: POST deposit (a PENDING order whose payUrl is the stand-in payment
 * page on the other loopback name), GET the member's own order, POST voucher. Both posts ask
 * safer gambling first (no deposit or voucher during a break, no deposit over a limit).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MoneyApi, MoneyErrorCode, PAYMENT_PAGE } from '@wps/contract/money';
import type { WpsContext } from '../../../http/request-context.ts';
import { fail, notLoggedIn, ok } from '../../../http/envelope.ts';
import { demoOrigin } from '../../../games/launch.ts';
import { createDeposit, findOrder, toDepositOrder } from '../../../money/deposits.ts';
import { idempotent } from '../../../money/idempotency.ts';
import { claimVoucher } from '../../../money/vouchers.ts';
import { guardBreak, guardDeposit } from '../../../safer-gambling/guard.ts';
import { idempotencyKeySchema, local, moneyCall, moneyContext, parseInput } from './context.ts';

const depositSchema = v.object({
  channelId: v.string(),
  amountMinor: v.number(),
  idempotencyKey: idempotencyKeySchema,
});

const voucherSchema = v.object({
  code: v.pipe(v.string(), v.maxLength(64)),
  idempotencyKey: idempotencyKeySchema,
});

/** Where the payment page's "back" link leads: the deposit page of the site that asked. */
function returnUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}/m/voucherCenter`;
}

/** The stand-in payment page on the other loopback name, as a provider's page is elsewhere. */
function payUrl(request: FastifyRequest, orderId: string, back: string): string {
  const url = new URL(PAYMENT_PAGE, demoOrigin(request.protocol, request.headers.host));
  url.searchParams.set('order', orderId);
  url.searchParams.set('return', back);
  return url.href;
}

export const depositRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.post(local(MoneyApi.deposit), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(depositSchema, request.body);
    if ('failure' in input) return input.failure;
    const { idempotencyKey, ...body } = input.output;
    const back = returnUrl(request);
    return moneyCall(() =>
      idempotent(db, ctx.member.id, idempotencyKey, { call: 'deposit', ...body }, () => {
        guardDeposit(db, ctx.member.id, ctx.merchant, body.amountMinor);
        return createDeposit(db, {
          ...body,
          memberId: ctx.member.id,
          settings: ctx.settings,
          digits: ctx.digits,
          currency: ctx.currency,
          payUrl: (orderId) => payUrl(request, orderId, back),
          returnUrl: back,
        });
      }),
    );
  });

  app.get<{ Params: { orderId: string } }>(
    // MoneyApi.depositOrder(':orderId') would encode the colon.
    `${local(MoneyApi.deposit)}/:orderId`,
    async (request) => {
      const ctx = moneyContext(db, request);
      if (!ctx) return notLoggedIn();
      const row = findOrder(db, request.params.orderId);
      // Another member's order is as unknown as one that never was.
      if (!row || row.memberId !== ctx.member.id) {
        return fail(MoneyErrorCode.orderNotFound, 'No such deposit order');
      }
      return ok(toDepositOrder(row));
    },
  );

  app.post(local(MoneyApi.voucher), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(voucherSchema, request.body);
    if ('failure' in input) return input.failure;
    const { idempotencyKey, code } = input.output;
    return moneyCall(() =>
      idempotent(db, ctx.member.id, idempotencyKey, { call: 'voucher', code }, () => {
        guardBreak(db, ctx.member.id);
        return claimVoucher(db, ctx.member, ctx.settings, code);
      }),
    );
  });
};
