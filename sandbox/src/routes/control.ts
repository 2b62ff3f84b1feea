/**
 * The sandbox control API (contract §5) under /sandbox. Tests drive every scenario through it;
 * it is off unless the server is started with it (controlApi), and then answers loopback clients
 * that name a loopback host (control/access.ts), every client with controlApi 'on'.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/db.ts';
import { type ControlAccess, controlAccessHook } from './control/access.ts';
import { buildControlRoutes, workerBuildControlRoutes } from './control/builds.ts';
import { chatControlRoutes } from './control/chat.ts';
import { clockControlRoutes } from './control/clock.ts';
import { faultRoutes } from './control/faults.ts';
import { feedbackControlRoutes } from './control/feedback.ts';
import { loyaltyControlRoutes } from './control/loyalty.ts';
import { memberControlRoutes } from './control/members.ts';
import { merchantControlRoutes } from './control/merchants.ts';
import { moneyControlRoutes } from './control/money.ts';
import { passkeyControlRoutes } from './control/passkeys.ts';
import { pushControlRoutes } from './control/push.ts';
import { requestRoutes } from './control/requests.ts';
import { resetRoutes } from './control/reset.ts';
import { smsRoutes } from './control/sms.ts';

export type ControlOptions = ControlAccess & { db: Db };

export const controlRoutes: FastifyPluginAsync<ControlOptions> = async (app, { db, ...access }) => {
  app.addHook('onRequest', controlAccessHook(access));
  const ctx = { db };
  await app.register(resetRoutes, ctx);
  await app.register(merchantControlRoutes, ctx);
  await app.register(memberControlRoutes, ctx);
  await app.register(smsRoutes, ctx);
  await app.register(faultRoutes, ctx);
  await app.register(requestRoutes, ctx);
  await app.register(moneyControlRoutes, ctx);
  await app.register(feedbackControlRoutes, ctx);
  await app.register(loyaltyControlRoutes, ctx);
  await app.register(chatControlRoutes, ctx);
  await app.register(clockControlRoutes, ctx);
  await app.register(pushControlRoutes, ctx);
  await app.register(passkeyControlRoutes, ctx);
  await app.register(workerBuildControlRoutes, ctx);
  await app.register(buildControlRoutes, ctx);
};
