/** Test helpers for the loyalty calls: the operator's side (control API) and the points read. */
import type { FastifyInstance } from 'fastify';
import { SandboxApi } from '@wps/contract/paths';
import {
  LoyaltyApi,
  SandboxLoyaltyApi,
  type PointsEntry,
  type Reward,
} from '@wps/contract/loyalty';
import type { Answer, MemberClient } from './money.ts';

/** POST /sandbox/rewards; the raw response, for tests of its refusals. */
export function grantRequest(app: FastifyInstance, payload: object) {
  return app.inject({ method: 'POST', url: SandboxLoyaltyApi.grantReward, payload });
}

/** A reward for demo01 unless the body names another member; throws when refused. */
export async function grant(app: FastifyInstance, body: object = {}): Promise<Reward> {
  const answer = (
    await grantRequest(app, { userName: 'demo01', title: 'Test reward', cashMinor: 500, ...body })
  ).json<Answer<Reward>>();
  if (!answer.success) throw new Error(JSON.stringify(answer));
  return answer.value as Reward;
}

/** Turns the reward centre (whitelabelVal.REWCEN3) on or off for `demo`. */
export function rewardCentre(app: FastifyInstance, on: boolean) {
  return app.inject({
    method: 'PATCH',
    url: SandboxApi.merchant('demo'),
    payload: { status: { whitelabelVal: { REWCEN3: on } } },
  });
}

export function patchLoyalty(app: FastifyInstance, loyalty: object, merchant = 'demo') {
  return app.inject({ method: 'PATCH', url: SandboxApi.merchant(merchant), payload: { loyalty } });
}

/** The member's points balance as the mall reports it. */
export async function pointsOf(client: MemberClient): Promise<number> {
  return (await client.value(client.get<{ pointsBalance: number }>(LoyaltyApi.mall))).pointsBalance;
}

export async function pointsHistory(client: MemberClient, query = '') {
  return client.value(
    client.get<{ items: PointsEntry[]; total: number }>(`${LoyaltyApi.points}${query}`),
  );
}
