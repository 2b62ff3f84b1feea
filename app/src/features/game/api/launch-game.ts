/**
 * GET /wps/game/launchGame (spec §7, contract §3): authorized, ModuleId GAMELO3, 10 s timeout.
 * Made with alert:false: the launcher shows the failure itself (launch-refusal.ts), so that a
 * safer-gambling refusal is explained rather than shown as the server's message.
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
  return request(launchGameCall, { query, alert: false }).then((result) => result.url);
}
