/**
 * The sandbox control API (contract §5) under /sandbox. Tests drive every scenario through it;
 * it answers loopback clients only unless the server was started with controlApi 'on'.
 */
import type { FastifyPluginAsync } from 'fastify';
import { buildControlRoutes } from '../../builds/manifests.ts';
import type { Db } from '../../db/db.ts';
import { fail } from '../../http/envelope.ts';
import { workerBuildControlRoutes } from '../../builds/worker.ts';
import { chatControlRoutes } from './chat.ts';
import { clockControlRoutes } from './clock.ts';
import { faultRoutes } from './faults.ts';
import { feedbackControlRoutes } from './feedback.ts';
import { loyaltyControlRoutes } from './loyalty.ts';
import { memberControlRoutes } from './members.ts';
import { merchantControlRoutes } from './merchants.ts';
import { moneyControlRoutes } from './money.ts';
import { pushControlRoutes } from '../../push/control.ts';
import { requestRoutes } from './requests.ts';
import { resetRoutes } from './reset.ts';
import { smsRoutes } from './sms.ts';

export type ControlOptions = { db: Db; allowRemote: boolean };

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

export const controlRoutes: FastifyPluginAsync<ControlOptions> = async (
  app,
  { db, allowRemote },
) => {
  // The socket address, never X-Forwarded-For: a remote client must not talk its way in.
  app.addHook('onRequest', async (request, reply) => {
    if (allowRemote || isLoopback(request.socket.remoteAddress)) return;
    return reply
      .code(403)
      .send(
        fail('forbidden', 'The control API answers loopback clients only (SANDBOX_CONTROL=on)'),
      );
  });
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
  await app.register(workerBuildControlRoutes, ctx);
  await app.register(buildControlRoutes, ctx);
};
