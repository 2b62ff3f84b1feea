/**
 * Where the sandbox's game and lottery launches lead: demo pages it hosts itself, on the other
 * loopback name of the same port (localhost <-> 127.0.0.1), so the game frame is cross-origin
 * as a real vendor's would be, without a second listener. A launch ticket, never the session
 * token, rides in the URL.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { GameCard } from '@wps/contract/games';
import { demoGameLanes } from '../seed/game-lanes.ts';

export const DemoGamePages = {
  game: '/sandbox-games/game.html',
  lottery: '/sandbox-games/lottery.html',
} as const;

/** The vendors whose games are lotteries (ELOTT yields ELOTTO and SEA_LOTT; LOTT VIETNAM_LOTTO). */
export const LOTTERY_VENDORS = ['ELOTT', 'ELOTTO', 'SEA_LOTT', 'LOTT', 'VIETNAM_LOTTO'];

/** The other loopback name of the same port; any other host stays as it is. */
export function demoOrigin(protocol: string, host: string | undefined): string {
  const value = host ?? 'localhost';
  const swapped = value.startsWith('localhost:')
    ? value.replace(/^localhost/, '127.0.0.1')
    : value.startsWith('127.0.0.1:')
      ? value.replace(/^127\.0\.0\.1/, 'localhost')
      : value;
  return `${protocol}://${swapped}`;
}

export function demoPageUrl(
  request: FastifyRequest,
  page: keyof typeof DemoGamePages,
  params: Record<string, string | undefined>,
): string {
  const url = new URL(DemoGamePages[page], demoOrigin(request.protocol, request.headers.host));
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, value);
  }
  url.searchParams.set('ticket', randomBytes(8).toString('hex'));
  return url.href;
}

export function findCard(gameId: string | undefined): GameCard | undefined {
  if (!gameId) return undefined;
  for (const lane of demoGameLanes) {
    const found = lane.cards?.find((card) => card.gameId === gameId);
    if (found) return { trial: false, ...found } as GameCard;
  }
  return undefined;
}
