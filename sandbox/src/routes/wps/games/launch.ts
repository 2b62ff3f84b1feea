/**
 * GET (or POST) /wps/game/launchGame (spec §7, contract §3): authorized, and refused with
 * rg.break.active during a time-out or self-exclusion. A lottery launch
 * (launchMode LOTT or a lottery vendor) opens the demo lottery page with its fields; a vendor
 * game opens the demo game page. Unknown games and the one under maintenance fail with a
 * server message, as a real back end does.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorCode } from '@wps/contract/envelope';
import { LotteryDefaults } from '@wps/contract/games';
import { sessionMember, type WpsContext } from '../../../http/request-context.ts';
import { fail, ok } from '../../../http/envelope.ts';
import { demoPageUrl, findCard, LOTTERY_VENDORS } from '../../../games/launch.ts';
import { breakFailure } from '../../../safer-gambling/guard.ts';
import { MAINTENANCE_GAME_ID } from '../../../seed/game-lanes.ts';

type Fields = Record<string, string | undefined>;

function fieldsOf(request: FastifyRequest): Fields {
  const source = request.method === 'GET' ? request.query : request.body;
  const fields: Fields = {};
  if (source && typeof source === 'object') {
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        fields[key] = String(value);
    }
  }
  return fields;
}

export const gameRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  const launch = async (request: FastifyRequest) => {
    const member = sessionMember(db, request);
    if (!member) return fail(ErrorCode.customerNotLogin, 'Please login');
    const onBreak = breakFailure(db, member.id);
    if (onBreak) return onBreak;
    const f = fieldsOf(request);
    const language = f.language ?? 'VI';
    const lottery =
      f.launchMode === LotteryDefaults.launchMode ||
      f.lottoPrizeMode !== undefined ||
      LOTTERY_VENDORS.includes(f.vendor ?? '');
    if (lottery) {
      return ok({
        url: demoPageUrl(request, 'lottery', {
          area: f.lottoArea ?? LotteryDefaults.lottoArea,
          launchMode: f.launchMode ?? LotteryDefaults.launchMode,
          lottoMode: f.lottoMode ?? LotteryDefaults.lottoMode,
          prizeMode: f.lottoPrizeMode,
          vendor: f.vendor,
          code: f.lottoGameCode,
          hasLobby: f.hasLobby,
          device: f.device,
          title: f.title,
          lang: language,
        }),
      });
    }
    const card = findCard(f.gameId);
    if (!card || (f.vendor !== undefined && f.vendor !== card.accountTypeName)) {
      return fail('game.not.found', 'This game is not available');
    }
    if (card.gameId === MAINTENANCE_GAME_ID) {
      return fail(
        'game.maintenance',
        `${card.displayName} is under maintenance. Please try later.`,
      );
    }
    return ok({
      url: demoPageUrl(request, 'game', {
        game: card.gameId,
        name: card.displayName,
        vendor: card.accountTypeName,
        mode: 'real',
        lang: language,
      }),
    });
  };
  app.get('/game/launchGame', launch);
  app.post('/game/launchGame', launch);
};
