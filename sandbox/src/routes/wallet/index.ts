/**
 * The money calls of issue 12 (contract/src/money.ts, contract/README.md "Money") on the
 * sandbox's ledger: every authorized one answers CUSTOMER_NOT_LOGIN without a session.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { WpsContext } from '../../http/context.ts';
import { accountRoutes } from './accounts.ts';
import { depositRoutes } from './deposit.ts';
import { historyRoutes } from './history.ts';
import { withdrawRoutes } from './withdraw.ts';

export const walletRoutes: FastifyPluginAsync<WpsContext> = async (app, ctx) => {
  await app.register(depositRoutes, ctx);
  await app.register(withdrawRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(historyRoutes, ctx);
};
