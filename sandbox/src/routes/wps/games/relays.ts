/**
 * Game relays (spec §7, contract §3): the vendor lanes (titles in the Language header's
 * language when the sandbox knows them), trial launch for games that offer it (no login), and
 * the merchant's game matches. A trial launch that carries a member's session is refused during
 * their break: play money is still play, and a guest's trial stays open.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requestMerchant, sessionMember, type WpsContext } from '../../../http/request-context.ts';
import { fail, ok } from '../../../http/envelope.ts';
import { demoPageUrl, findCard } from '../../../games/launch.ts';
import { breakFailure } from '../../../safer-gambling/guard.ts';
import { demoGameLanes, laneTitleTranslations } from '../../../seed/game-lanes.ts';

type Query = Record<string, string | undefined>;

export const gameRelays: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
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
    const member = sessionMember(db, request);
    const onBreak = member && breakFailure(db, member.id);
    if (onBreak) return onBreak;
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
