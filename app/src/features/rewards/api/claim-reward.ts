/** POST /wps/v2/rewards/claim {rewardId, idempotencyKey} (contract/src/loyalty.ts). */
import { LoyaltyApi, rewardClaimSchema, type RewardClaim } from '@wps/contract/loyalty';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const claimRewardCall = defineCall({
  method: 'POST',
  path: LoyaltyApi.claimReward,
  auth: true,
  value: rewardClaimSchema,
});

export function claimReward(rewardId: string, idempotencyKey: string): Promise<RewardClaim> {
  // The page shows a refusal beside the list it refreshes: no global notice.
  return request(claimRewardCall, { body: { rewardId, idempotencyKey }, alert: false });
}
