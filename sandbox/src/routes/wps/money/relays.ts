/**
 * Money relays (spec §7, contract §3): MCSFE_getDepositSettings (the merchant's channels and
 * the member's real count of successful deposits) and MCSFE_getWithdrawAccountInfo (the
 * member's accounts and withdrawal count). Both need a session.
 */
import type { FastifyPluginAsync } from 'fastify';
import { MoneyRelay } from '@wps/contract/money';
import type { WpsContext } from '../../../http/request-context.ts';
import { notLoggedIn, ok } from '../../../http/envelope.ts';
import { accountSummary, depositSuccessCount } from '../../../money/summary.ts';
import { moneyContext } from './context.ts';

export const moneyRelays: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.get(`/${MoneyRelay.depositSettings}`, async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    const { allowDeposit, channels } = ctx.settings;
    return ok({
      allowDeposit,
      totalDepositSuccessCount: depositSuccessCount(db, ctx.member),
      channels,
    });
  });

  app.get(`/${MoneyRelay.withdrawAccountInfo}`, async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    const { totalDepositSuccessCount: _deposits, ...info } = accountSummary(db, ctx.member);
    return ok(info);
  });
};
