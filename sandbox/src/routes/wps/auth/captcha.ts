/**
 * GET /wps/captcha/geetest?t= (GEETEST3): a v3 challenge for the Geetest stand-in's gt.js.
 * A v4 client needs no call here: gt4.js loads its own lot with status.gw.GEETEST_ID.
 */
import type { FastifyPluginAsync } from 'fastify';
import { CaptchaStandIn } from '@wps/contract/auth-stand-ins';
import { createChallenge } from '../../../captcha/geetest.ts';
import type { WpsContext } from '../../../http/request-context.ts';
import { ok } from '../../../http/envelope.ts';

export const captchaRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.get('/captcha/geetest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { id } = createChallenge(db, 'v3');
    return ok({ gt: CaptchaStandIn.gt, challenge: id, newCaptcha: true });
  });
};
