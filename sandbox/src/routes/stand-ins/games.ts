/**
 * Stand-ins for the game vendors and the mini-game (contract §4): the demo game and lottery
 * pages the launches lead to (framed by the app from the other loopback origin), the card
 * icons drawn in code, and the two mini-game scripts /mini-game/{v1|s1}/minigame.js.
 */
import type { FastifyPluginAsync } from 'fastify';
import { LOCAL_FRAME_ANCESTORS, NO_INLINE, sandboxPolicy } from '../../http/security-headers.ts';
import type { FileCache } from '../../http/file-cache.ts';
import { gameIconPng } from '../../images/game-icons.ts';
import { decodePath, IMMUTABLE, NO_CACHE, sendFile } from '../../http/send-file.ts';
import { publicFile } from './public-files.ts';

const ICON = /^\/sandbox-games\/icons\/([a-z0-9-]{1,64})\.png$/;

const MINI_GAME_VARIANTS = ['v1', 's1'];

export const gameStandInRoutes: FastifyPluginAsync<{ files: FileCache }> = async (
  app,
  { files },
) => {
  app.get('/sandbox-games/*', async (request, reply) => {
    const path = decodePath(request.url);
    if (path === undefined) return reply.callNotFound();
    const icon = ICON.exec(path)?.[1];
    if (icon) {
      return reply.header('Cache-Control', IMMUTABLE).type('image/png').send(gameIconPng(icon));
    }
    const file = publicFile(files, path);
    if (!file) return reply.callNotFound();
    if (path.endsWith('.html')) {
      // A vendor's page is framed by the operator's site: widen frame-ancestors for it.
      reply.header('Content-Security-Policy', sandboxPolicy(NO_INLINE, LOCAL_FRAME_ANCESTORS));
    }
    return sendFile({ request, reply, files }, file, NO_CACHE);
  });

  // One script for both variants: it reads v1 or s1 from its own URL.
  app.get<{ Params: { variant: string } }>(
    '/mini-game/:variant/minigame.js',
    async (request, reply) => {
      if (!MINI_GAME_VARIANTS.includes(request.params.variant)) return reply.callNotFound();
      const file = publicFile(files, '/mini-game/minigame.js');
      if (!file) return reply.callNotFound();
      return sendFile({ request, reply, files }, file, NO_CACHE);
    },
  );
};
