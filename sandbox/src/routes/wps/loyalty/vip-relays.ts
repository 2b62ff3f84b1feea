/** MCSFE_getPlayerRankProgress (spec §7, contract/README.md "VIP"); needs a session. */
import type { FastifyPluginAsync } from 'fastify';
import { VipRelay } from '@wps/contract/vip';
import type { WpsContext } from '../../../http/request-context.ts';
import { sessionMember } from '../../../http/request-context.ts';
import { notLoggedIn, ok } from '../../../http/envelope.ts';
import { rankProgress } from '../../../vip/rank-progress.ts';

export const vipRelays: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.get(`/${VipRelay.rankProgress}`, async (request) => {
    const member = sessionMember(db, request);
    return member ? ok(rankProgress(db, member)) : notLoggedIn();
  });
};
