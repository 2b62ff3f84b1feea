/**
 * The safer-gambling calls (contract/src/safer-gambling.ts, contract/README.md
 * "Safer gambling"): the settings are public, every other call answers
 * CUSTOMER_NOT_LOGIN without a session. The refusals of deposits, vouchers and game launches
 * live with those routes (safer-gambling/guard.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { WpsContext } from '../../http/request-context.ts';
import { breakRoutes } from './safer-gambling/breaks.ts';
import { limitRoutes } from './safer-gambling/limits.ts';

export const saferGamblingRoutes: FastifyPluginAsync<WpsContext> = async (app, ctx) => {
  await app.register(limitRoutes, ctx);
  await app.register(breakRoutes, ctx);
};
