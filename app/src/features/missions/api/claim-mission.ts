/** POST /wps/v2/missions/claim {missionId, idempotencyKey} (contract/src/loyalty.ts). */
import { LoyaltyApi, missionClaimSchema, type MissionClaim } from '@wps/contract/loyalty';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const claimMissionCall = defineCall({
  method: 'POST',
  path: LoyaltyApi.claimMission,
  auth: true,
  value: missionClaimSchema,
});

export function claimMission(missionId: string, idempotencyKey: string): Promise<MissionClaim> {
  // The page shows a refusal above the board it refreshes: no global notice.
  return request(claimMissionCall, { body: { missionId, idempotencyKey }, alert: false });
}
