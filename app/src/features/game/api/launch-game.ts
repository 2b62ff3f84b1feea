/**
 * GET /wps/game/launchGame (spec §7, contract §3): authorized, ModuleId GAMELO3, 10 s timeout.
 * The server's failures reach the player through the request layer's notices; callers only
 * stop their busy state.
 */
import { launchResultSchema, type GameLaunchQuery, GameApi } from '@wps/contract/games';
import { ModuleId } from '@wps/contract/module-ids';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';
import { Timeout } from '../../../lib/api/timeouts';

export const launchGameCall = defineCall({
  method: 'GET',
  path: GameApi.launchGame,
  auth: true,
  moduleId: ModuleId.gameLaunch,
  timeoutMs: Timeout.gameLaunch,
  value: launchResultSchema,
});

export function launchGame(query: GameLaunchQuery): Promise<string> {
  return request(launchGameCall, { query }).then((result) => result.url);
}
