import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameLanesSchema, launchResultSchema, GameApi } from '@wps/contract/games';
import { Demo } from '@wps/contract/paths';
import * as v from 'valibot';
import { demoOrigin } from '../../../games/launch.ts';
import { loginToken, testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const get = async (url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url, headers: { host: 'localhost:4173', ...headers } })).json<{
    success: boolean;
    value?: unknown;
    errorCode?: string;
    message?: string;
  }>();

describe('demoOrigin', () => {
  it.each([
    ['localhost:4173', 'http://127.0.0.1:4173'],
    ['127.0.0.1:4173', 'http://localhost:4173'],
    ['games.example:8080', 'http://games.example:8080'],
  ])('%s -> %s', (host, origin) => expect(demoOrigin('http', host)).toBe(origin));
});

describe('GCSGAME_newGameVendor', () => {
  it('answers lanes of the contract shape, with icons the sandbox serves', async () => {
    const answer = await get(`${GameApi.vendorLanes}?platform=MOBILE`);
    const lanes = v.parse(gameLanesSchema, answer.value);
    expect(lanes.map((lane) => lane.title)).toContain('Live Casino');
    const icon = lanes[0]?.cards[0]?.icon ?? '';
    const image = await app.inject({ method: 'GET', url: icon });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload?.subarray(1, 4).toString()).toBe('PNG');
  });

  it('translates lane titles into the Language header when it knows them', async () => {
    const answer = await get(GameApi.vendorLanes, { language: 'VI' });
    const titles = v.parse(gameLanesSchema, answer.value).map((lane) => lane.title);
    expect(titles).toContain('Nổ hũ');
  });
});

describe('GCS_gameTrialLaunch', () => {
  it('opens a trial game without login, on the other loopback origin, without a token', async () => {
    const answer = await get(
      `${GameApi.trialLaunch}?gameId=pg-fortune-tiger&nodeId=slot-1&platform=MOBILE`,
    );
    const url = new URL(v.parse(launchResultSchema, answer.value).url);
    expect(url.origin).toBe('http://127.0.0.1:4173');
    expect(url.pathname).toBe('/sandbox-games/game.html');
    expect(url.searchParams.get('mode')).toBe('trial');
  });

  it('refuses games without trial play and incomplete requests', async () => {
    const noTrial = await get(
      `${GameApi.trialLaunch}?gameId=jili-super-ace&nodeId=slot-2&platform=MOBILE`,
    );
    expect(noTrial.errorCode).toBe('game.trial.unavailable');
    expect((await get(`${GameApi.trialLaunch}?gameId=pg-fortune-tiger`)).success).toBe(false);
  });
});

describe('GET /wps/game/launchGame', () => {
  it('needs a session', async () => {
    const answer = await get(`${GameApi.launchGame}?vendor=PG&gameId=pg-fortune-tiger`);
    expect(answer.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('launches a vendor game with a ticket, never the session token', async () => {
    const token = await loginToken(app, Demo.userName, Demo.password);
    const answer = await get(
      `${GameApi.launchGame}?vendor=PG&gameId=pg-fortune-tiger&nodeId=slot-1&language=EN&device=MOBILE`,
      { authorization: token },
    );
    const url = new URL(v.parse(launchResultSchema, answer.value).url);
    expect(url.searchParams.get('game')).toBe('pg-fortune-tiger');
    expect(url.searchParams.get('lang')).toBe('EN');
    expect(url.searchParams.get('ticket')).toMatch(/^[0-9a-f]{16}$/);
    expect(url.href).not.toContain(token);
  });

  it('launches a lottery with the lottery fields', async () => {
    const token = await loginToken(app, Demo.userName, Demo.password);
    const query =
      'lottoArea=VN&launchMode=LOTT&lottoMode=SEA_Tradition_Mobile&lottoPrizeMode=Tradition' +
      '&lottoGameCode=MB&hasLobby=false&device=MOBILE&language=VI&title=Lottery';
    const answer = await get(`${GameApi.launchGame}?${query}`, { authorization: token });
    const url = new URL(v.parse(launchResultSchema, answer.value).url);
    expect(url.pathname).toBe('/sandbox-games/lottery.html');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      area: 'VN',
      launchMode: 'LOTT',
      lottoMode: 'SEA_Tradition_Mobile',
      prizeMode: 'Tradition',
      code: 'MB',
      hasLobby: 'false',
      lang: 'VI',
    });
  });

  it('answers a server message for unknown games and one under maintenance', async () => {
    const token = await loginToken(app, Demo.userName, Demo.password);
    const unknown = await get(`${GameApi.launchGame}?vendor=PG&gameId=nope`, {
      authorization: token,
    });
    expect(unknown.errorCode).toBe('game.not.found');
    const down = await get(`${GameApi.launchGame}?vendor=JILI&gameId=jili-crazy-777`, {
      authorization: token,
    });
    expect(down).toMatchObject({ success: false, errorCode: 'game.maintenance' });
    expect(down.message).toContain('maintenance');
  });
});

describe('GCSGAME_getGameMatchV2', () => {
  it("answers the merchant's game matches", async () => {
    expect(await get(GameApi.gameMatches)).toEqual({ success: true, value: [] });
  });
});

describe('game stand-in pages and mini-game scripts', () => {
  it('serves the demo pages with external scripts, frameable by local apps', async () => {
    for (const page of ['/sandbox-games/game.html', '/sandbox-games/lottery.html']) {
      const response = await app.inject({ method: 'GET', url: page });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/<script>/);
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'self' http://localhost:* http://127.0.0.1:*",
      );
    }
  });

  it.each(['v1', 's1'])('serves the %s mini-game script, uncached', async (variant) => {
    const response = await app.inject({
      method: 'GET',
      url: `/mini-game/${variant}/minigame.js?_t=1`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // One script serves both: it registers the variant named in its own URL.
    expect(response.body).toContain('registry[variant] =');
    expect(response.body).toContain(`${variant}:`);
  });

  it('answers 404 for a mini-game variant that does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/mini-game/x9/minigame.js' });
    expect(response.statusCode).toBe(404);
  });
});
