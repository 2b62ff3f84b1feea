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
      playerRankProgress: { labelId: 3, playerRankName: 'Gold' },
      conditions: [
        { name: '50 deposits', current: 30, target: 50 },
        { name: '30 logins', current: 41, target: 30 },
      ],
    });
  });

  it('gives a member without a label no labelId and the counts towards Bronze', async () => {
    const body = await progress(await loginToken(app, 'demo01', 'demo123'));
    expect(body.value.playerRankProgress.labelId).toBeUndefined();
    expect(body.value.conditions.map((c: { target: number }) => c.target)).toEqual([5, 5]);
  });

  it('needs a session', async () => {
    expect(await progress()).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
  });
});
