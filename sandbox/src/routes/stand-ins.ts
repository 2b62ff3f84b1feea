/**
 * Stand-ins for what a real site has besides the WPS API: image CDN, lines, service pages, and
 * the sign-in providers (Geetest captcha, Firebase-like identity page), game vendors, the
 * mini-game and the payment provider.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/db.ts';
import type { FileCache } from '../http/file-cache.ts';
import { captchaStandInRoutes } from './stand-ins/captcha.ts';
import { cdnRoutes } from './stand-ins/cdn.ts';
import { chatStandInRoutes } from './stand-ins/chat.ts';
import { gameStandInRoutes } from './stand-ins/games.ts';
import { identityRoutes } from './stand-ins/identity.ts';
import { lineRoutes } from './stand-ins/lines.ts';
import { pageRoutes } from './stand-ins/pages.ts';
import { paymentStandInRoutes } from './stand-ins/payment.ts';
import { pushTokenSourceRoutes } from './stand-ins/push-token-source.ts';

export const standInRoutes: FastifyPluginAsync<{ files: FileCache; db: Db }> = async (
  app,
  { files, db },
) => {
  await app.register(cdnRoutes, { files });
  await app.register(pageRoutes, { files });
  await app.register(gameStandInRoutes, { files });
  await app.register(lineRoutes);
  await app.register(captchaStandInRoutes, { files, db });
  await app.register(identityRoutes, { db });
  await app.register(paymentStandInRoutes, { files, db });
  await app.register(chatStandInRoutes, { files, db });
  await app.register(pushTokenSourceRoutes);
};
