/** Helpers of the loyalty browser tests: the operator's side, through the control API. */
import type { APIRequestContext } from '@playwright/test';
import { SandboxLoyaltyApi, type Reward } from '@wps/contract/loyalty';
import { expect } from './fixtures';

/** What POST /sandbox/rewards takes: at least one of cashMinor and points above 0. */
export type GrantRewardBody = {
  userName: string;
  /** The member's merchant; 'demo' when absent. */
  merchant?: string;
  title: string;
  /** Minor units (10000 is ₱100.00). */
  cashMinor?: number;
  points?: number;
  /** Epoch ms; null or absent: never expires. A past time grants an expired reward. */
  expiresAt?: number | null;
};

/** Grants a member a reward as the operator would; answers it (status AVAILABLE or EXPIRED). */
export async function grantReward(
  request: APIRequestContext,
  url: string,
  body: GrantRewardBody,
): Promise<Reward> {
  const response = await request.post(url + SandboxLoyaltyApi.grantReward, { data: body });
  expect(response.ok(), `grant reward: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { value: Reward }).value;
}
