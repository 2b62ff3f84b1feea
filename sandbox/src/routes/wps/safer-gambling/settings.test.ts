import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ErrorCode } from '@wps/contract/envelope';
import { SandboxApi } from '@wps/contract/paths';
import {
  SaferGamblingApi,
  saferGamblingStateSchema,
  type SaferGamblingSettings,
} from '@wps/contract/safer-gambling';
import { SAFER_GAMBLING_OFF, SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import { demoSaferGambling, PLAIN_MERCHANT } from '../../../seed/demo-merchant.ts';
import { deposit } from '../../../test-support/money.ts';
import { testSandbox } from '../../../test-support/sandbox.ts';
import {
  moveClock,
  patchSaferGambling,
  saferClient,
  toolsOn,
} from '../../../test-support/safer-gambling.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const settings = async (merchant = 'demo') =>
  (
    await app.inject({
      method: 'GET',
      url: SaferGamblingApi.settings,
      headers: { Merchant: merchant },
    })
  ).json<{
    success: boolean;
    value: SaferGamblingSettings;
  }>();

describe('GET settings (public)', () => {
  it('answers the Malta preset for the demo site, without a session', async () => {
    expect(await settings()).toEqual({
      success: true,
      value: { ...SAFER_GAMBLING_PRESETS.MT, timeZone: 'Asia/Manila' },
    });
  });

  it('answers every tool off for the plain site', async () => {
    expect(await settings(PLAIN_MERCHANT)).toEqual({
      success: true,
      value: { ...SAFER_GAMBLING_OFF, timeZone: 'Asia/Manila' },
    });
  });

  it.each(['UK', 'MT', 'BR', 'DEFAULT'] as const)('takes the %s preset whole', async (profile) => {
    const preset = SAFER_GAMBLING_PRESETS[profile];
    expect((await patchSaferGambling(app, preset)).statusCode).toBe(200);
    expect((await settings()).value).toEqual(preset);
  });

  it('merges a patch: one tool on, the help organisation removed with null', async () => {
    await patchSaferGambling(app, SAFER_GAMBLING_PRESETS.UK);
    await patchSaferGambling(app, { tools: { loginWarning: true }, help: null });
    const value = (await settings()).value;
    expect(value.tools).toEqual({ ...SAFER_GAMBLING_PRESETS.UK.tools, loginWarning: true });
    expect(value.help).toBeNull();
  });

  it.each([
    ['an http help link', { help: { name: 'Help', url: 'http://help.example/' } }, 'help.url'],
    ['an unknown zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['an unknown profile', { profile: 'US' }, 'profile'],
    ['an interval of 0', { realityCheck: { intervalsMinutes: [0] } }, 'realityCheck'],
    ['an age under 18', { minimumAge: 16 }, 'minimumAge'],
    ['a tool that is no boolean', { tools: { timeOut: 'yes' } }, 'tools.timeOut'],
  ])('refuses %s (400, nothing saved)', async (_name, patch, where) => {
    const response = await patchSaferGambling(app, patch);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`saferGambling.${where}`);
    expect((await settings()).value).toEqual(demoSaferGambling());
  });
});

describe('GET state', () => {
  it('needs a session', async () => {
    const answer = (await app.inject({ method: 'GET', url: SaferGamblingApi.state })).json();
    expect(answer.errorCode).toBe(ErrorCode.customerNotLogin);
  });

  it('answers no limits, no interval and no break by default', async () => {
    const state = await (await saferClient(app)).state();
    expect(v.is(saferGamblingStateSchema, state)).toBe(true);
    expect(state.limits.map((limit) => `${limit.kind} ${limit.period}`)).toEqual([
      'DEPOSIT DAILY',
      'DEPOSIT WEEKLY',
      'DEPOSIT MONTHLY',
      'LOSS DAILY',
      'LOSS WEEKLY',
      'LOSS MONTHLY',
      'SESSION_TIME DAILY',
    ]);
    expect(state.limits.every((limit) => limit.value === null && limit.pending === null)).toBe(
      true,
    );
    expect(state).toMatchObject({
      depositRemainingMinor: null,
      realityCheckMinutes: null,
      activeBreak: null,
    });
  });
});

describe('every tool off (the plain site)', () => {
  it('refuses each tool with rg.tool.off and leaves deposits as they were', async () => {
    const demo = await saferClient(app, 'demo01', 'demo123', PLAIN_MERCHANT);
    const limit = { kind: 'DEPOSIT', period: 'DAILY', amountMinor: 10000 };
    expect((await demo.setLimit(limit)).errorCode).toBe('rg.tool.off');
    const interval = await demo.put(SaferGamblingApi.realityCheck, { intervalMinutes: 15 });
    expect(interval.errorCode).toBe('rg.tool.off');
    expect((await demo.timeOut(24)).errorCode).toBe('rg.tool.off');
    expect((await demo.selfExclude('6M')).errorCode).toBe('rg.tool.off');
    expect((await deposit(demo, 5_000_000)).success).toBe(true);
    expect((await demo.state()).activeBreak).toBeNull();
  });
});

describe('POST /sandbox/reset', () => {
  it('clears limits, intervals, breaks, the settings and the clock', async () => {
    await toolsOn(app);
    const demo = await saferClient(app);
    await demo.setLimit({ kind: 'DEPOSIT', period: 'WEEKLY', amountMinor: 20000 });
    await demo.put(SaferGamblingApi.realityCheck, { intervalMinutes: 30 });
    expect((await demo.selfExclude('INDEFINITE')).success).toBe(true);
    await moveClock(app, { offsetMs: 3_600_000 });

    await app.inject({ method: 'POST', url: SandboxApi.reset });
    expect((await settings()).value).toEqual(demoSaferGambling());
    const clock = (await app.inject({ method: 'GET', url: '/sandbox/clock' })).json();
    expect(clock.value.offsetMs).toBe(0);
    await toolsOn(app);
    const state = await (await saferClient(app)).state();
    expect(state.limits.every((limit) => limit.value === null)).toBe(true);
    expect(state.realityCheckMinutes).toBeNull();
    expect(state.activeBreak).toBeNull();
  });
});
