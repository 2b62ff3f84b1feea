import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { rankProgressSchema, VipRelay } from '@wps/contract/vip';
import { loginToken, testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const progress = async (token?: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/wps/relay/${VipRelay.rankProgress}`,
      headers: token ? { Authorization: token } : {},
    })
  ).json();

describe('GET /wps/relay/MCSFE_getPlayerRankProgress', () => {
  it('gives a Gold member the counts towards Platinum from their real deposits and logins', async () => {
    const body = await progress(await loginToken(app, 'vip01', 'vip123'));
    expect(v.is(rankProgressSchema, body.value)).toBe(true);
    // vip01: 30 deposits (< 50), 40 seeded logins + this one (>= 30).
    expect(body.value).toEqual({
      currentProgress: { completedConditions: 1, totalExpectedConditions: 2 },
      playerRankProgress: { labelId: 4, playerRankName: 'Platinum' },
      conditions: [
        { name: '50 deposits', current: 30, target: 50 },
        { name: '30 logins', current: 41, target: 30 },
      ],
    });
  });

  it('gives a member without a label the counts towards Bronze, with the labelId of Bronze', async () => {
    const body = await progress(await loginToken(app, 'demo01', 'demo123'));
    expect(body.value.playerRankProgress).toEqual({ labelId: 1, playerRankName: 'Bronze' });
    expect(body.value.conditions.map((c: { target: number }) => c.target)).toEqual([5, 5]);
    expect(body.value.currentProgress.completedConditions).toBe(
      body.value.conditions.filter(
        (c: { current: number; target: number }) => c.current >= c.target,
      ).length,
    );
  });

  it('gives a member at the top rank nothing to reach: no labelId, no conditions', async () => {
    await app.inject({
      method: 'PATCH',
      url: '/sandbox/members/vip01',
      payload: { clubLabel: { labelName: 'Platinum', labelId: 4, type: 'AUTO' } },
    });
    const body = await progress(await loginToken(app, 'vip01', 'vip123'));
    expect(body.value).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: {},
      conditions: [],
    });
  });

  it('needs a session', async () => {
    expect(await progress()).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
  });
});
