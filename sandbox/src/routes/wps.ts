/** The sandbox's own WPS API under /wps: merchant resolution, then one plugin per area. */
import type { FastifyPluginAsync } from 'fastify';
import type { WpsContext } from '../http/request-context.ts';
import { fail } from '../http/envelope.ts';
import { getMerchant } from '../site/merchants.ts';
import { captchaRoutes } from './wps/auth/captcha.ts';
import { feedbackRoutes } from './wps/feedback.ts';
import { gameRoutes } from './wps/games/launch.ts';
import { loyaltyRoutes } from './wps/loyalty/loyalty.ts';
import { memberRoutes } from './wps/member/member.ts';
import { passkeyRoutes } from './wps/passkeys.ts';
import { registerRoutes } from './wps/auth/register.ts';
import { relayRoutes } from './wps/relays.ts';
import { saferGamblingRoutes } from './wps/safer-gambling.ts';
import { sessionRoutes } from './wps/auth/session.ts';
import { systemRoutes } from './wps/site/system.ts';
import { verificationRoutes } from './wps/auth/sms-verification.ts';
import { walletRoutes } from './wps/money.ts';

const DEFAULT_MERCHANT = 'demo';

export const wpsRoutes: FastifyPluginAsync<WpsContext> = async (app, { db, rsa }) => {
  // Only the context goes on: the options also carry this plugin's prefix, which would nest.
  const ctx: WpsContext = { db, rsa };
  // The Merchant header picks the site; every call fails alike for a merchant that doesn't exist.
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers.merchant;
    const code = typeof header === 'string' && header !== '' ? header : DEFAULT_MERCHANT;
    const merchant = getMerchant(db, code);
    if (!merchant) return reply.send(fail('merchant.not.found', `Unknown merchant ${code}`));
    request.merchant = merchant;
  });
  await app.register(systemRoutes, ctx);
  await app.register(sessionRoutes, ctx);
  await app.register(memberRoutes, ctx);
  await app.register(registerRoutes, ctx);
  await app.register(verificationRoutes, ctx);
  await app.register(captchaRoutes, ctx);
  await app.register(gameRoutes, ctx);
  await app.register(walletRoutes, ctx);
  await app.register(feedbackRoutes, ctx);
  await app.register(loyaltyRoutes, ctx);
  await app.register(saferGamblingRoutes, ctx);
  await app.register(passkeyRoutes, ctx);
  await app.register(relayRoutes, { ...ctx, prefix: '/relay' });
};
