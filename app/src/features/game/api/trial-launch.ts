/**
 * GET /wps/relay/GCS_gameTrialLaunch?gameId&nodeId&platform (spec §7): trial play, no login. A
 * member's session goes along: the server refuses a member's trial during a break.
 * Failures are shown by the launcher (launch-refusal.ts), hence alert:false.
 */
import { GAME_PLATFORM, trialLaunchSchema, GameApi } from '@wps/contract/games';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';
import { Timeout } from '../../../lib/api/timeouts';

export const trialLaunchCall = defineCall({
  method: 'GET',
  path: GameApi.trialLaunch,
  timeoutMs: Timeout.gameLaunch,
  auth: true,
  value: trialLaunchSchema,
});

export function trialLaunch(gameId: string, nodeId: string): Promise<string> {
  return request(trialLaunchCall, {
    query: { gameId, nodeId, platform: GAME_PLATFORM },
    alert: false,
  }).then((result) => result.url);
}
