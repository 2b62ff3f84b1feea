/** GET /wps/relay/GCS_gameTrialLaunch?gameId&nodeId&platform (spec §7): trial play, no login. */
import { GAME_PLATFORM, trialLaunchSchema, GameApi } from '@wps/contract/games';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';
import { Timeout } from '../../../lib/api/timeouts';

export const trialLaunchCall = defineCall({
  method: 'GET',
  path: GameApi.trialLaunch,
  timeoutMs: Timeout.gameLaunch,
  value: trialLaunchSchema,
});

export function trialLaunch(gameId: string, nodeId: string): Promise<string> {
  return request(trialLaunchCall, {
    query: { gameId, nodeId, platform: GAME_PLATFORM },
  }).then((result) => result.url);
}
