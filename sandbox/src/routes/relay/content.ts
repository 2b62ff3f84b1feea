/** Content relays (announcements, banners, marquee, promotions): issue 6 fills this in. */
import type { FastifyPluginAsync } from 'fastify';
import type { WpsContext } from '../../context.ts';

export const contentRelays: FastifyPluginAsync<WpsContext> = async () => {};
