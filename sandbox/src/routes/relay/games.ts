/** Game relays (vendor lanes, trial launch, matches): issue 7 fills this in. */
import type { FastifyPluginAsync } from 'fastify';
import type { WpsContext } from '../../context.ts';

export const gameRelays: FastifyPluginAsync<WpsContext> = async () => {};
