/**
 * Relays (contract §3): `GET /wps/relay/NAME` (a few are POST). Each area registers its own names
 * in a file of its own, so content and games never touch each other's routes.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { WpsContext } from '../../http/request-context.ts';
import { contentRelays } from './site/content-relays.ts';
import { downloadRelays } from './site/download-relays.ts';
import { gameRelays } from './games/relays.ts';
import { moneyRelays } from './money/relays.ts';
import { pushRelays } from './push-relays.ts';
import { serviceRelays } from './site/customer-service-relays.ts';
import { vipRelays } from './loyalty/vip-relays.ts';

export const relayRoutes: FastifyPluginAsync<WpsContext> = async (app, { db, rsa }) => {
  // Only the context goes on: the options also carry this plugin's prefix, which would nest.
  const ctx: WpsContext = { db, rsa };
  await app.register(contentRelays, ctx);
  await app.register(downloadRelays, ctx);
  await app.register(gameRelays, ctx);
  await app.register(moneyRelays, ctx);
  await app.register(vipRelays, ctx);
  await app.register(serviceRelays, ctx);
  await app.register(pushRelays, ctx);
};
