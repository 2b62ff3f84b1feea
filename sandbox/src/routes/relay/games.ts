/**
 * Game relays (spec §7, contract §3): the vendor lanes (titles in the Language header's
 * language when the sandbox knows them), trial launch for games that offer it (no login), and
 * the merchant's game matches.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requestMerchant, type WpsContext } from '../../context.ts';
import { fail, ok } from '../../envelope.ts';
import { demoPageUrl, findCard } from '../../game-launch.ts';
import { demoGameLanes, laneTitleTranslations } from '../../seed-data/game-lanes.ts';

type Query = Record<string, string | undefined>;

export const gameRelays: FastifyPluginAsync<WpsContext> = async (app) => {
  app.get('/GCSGAME_newGameVendor', async (request) => {
    const language = String(request.headers.language ?? '').toUpperCase();
    const titles = laneTitleTranslations[language] ?? {};
    return ok(demoGameLanes.map((lane) => ({ ...lane, title: titles[lane.title] ?? lane.title })));
  });

  app.get('/GCS_gameTrialLaunch', async (request) => {
    const { gameId, nodeId, platform } = request.query as Query;
    const card = findCard(gameId);
    if (!card || !nodeId || !platform) {
      return fail('bad_request', 'gameId, nodeId and platform are required');
    }
    if (!card.trial) return fail('game.trial.unavailable', 'This game has no trial play');
    const language = String(request.headers.language ?? 'VI');
    return ok({
      url: demoPageUrl(request, 'game', {
        game: card.gameId,
        name: card.displayName,
        vendor: card.accountTypeName,
        mode: 'trial',
        lang: language,
      }),
    });
  });

  app.get('/GCSGAME_getGameMatchV2', async (request) => {
    const matches = requestMerchant(request).status.gameMatches;
    return ok(Array.isArray(matches) ? matches : []);
  });
};
