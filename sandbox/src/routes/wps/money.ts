/**
 * The money calls (contract/src/money.ts, contract/README.md "Money") on the
 * sandbox's ledger: every authorized one answers CUSTOMER_NOT_LOGIN without a session.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { WpsContext } from '../../http/request-context.ts';
import { accountRoutes } from './money/accounts.ts';
import { depositRoutes } from './money/deposit.ts';
import { historyRoutes } from './money/history.ts';
import { withdrawRoutes } from './money/withdraw.ts';

export const walletRoutes: FastifyPluginAsync<WpsContext> = async (app, ctx) => {
  await app.register(depositRoutes, ctx);
  await app.register(withdrawRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(historyRoutes, ctx);
};
