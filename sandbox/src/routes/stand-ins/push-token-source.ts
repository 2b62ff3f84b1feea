/**
 * The token source standing in for firebase/messaging's getToken (contract §4): a fresh web token
 * for each call, as FCM hands out after a deleteToken or when the old one expired. Like FCM, it
 * gives a token to whoever asks; binding it to a member is the relays' business.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { PushStandIn } from '@wps/contract/push';
import { ok } from '../../http/envelope.ts';

export const pushTokenSourceRoutes: FastifyPluginAsync = async (app) => {
  app.post(PushStandIn.tokenSource, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok({ token: `sandbox-fcm-${randomBytes(18).toString('base64url')}` });
  });
};
