import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SandboxApi } from '@wps/contract/paths';
import { SandboxSaferGamblingApi, type SandboxClock } from '@wps/contract/safer-gambling';
import { testSandbox } from '../../test-support/sandbox.ts';
import { moveClock } from '../../test-support/safer-gambling.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const HOUR = 60 * 60 * 1000;
const clock = async () =>
  (await app.inject({ method: 'GET', url: SandboxSaferGamblingApi.clock })).json<{
    value: SandboxClock;
  }>().value;

describe('/sandbox/clock', () => {
  it('starts at the real time', async () => {
    const before = Date.now();
    const { offsetMs, now } = await clock();
    expect(offsetMs).toBe(0);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('moves forward by an offset or to a time, and a reset sets it back', async () => {
    const moved = await moveClock(app, { offsetMs: 25 * HOUR });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().value.offsetMs).toBe(25 * HOUR);

    const target = Date.now() + 50 * HOUR;
    const to = (await moveClock(app, { now: target })).json<{ value: SandboxClock }>().value;
    expect(Math.abs(to.offsetMs - 50 * HOUR)).toBeLessThan(1000);
    expect(Math.abs(to.now - target)).toBeLessThan(1000);

    await app.inject({ method: 'POST', url: SandboxApi.reset });
    expect((await clock()).offsetMs).toBe(0);
  });

  it.each([
    ['a negative offset', { offsetMs: -1 }],
    ['a fractional offset', { offsetMs: 1.5 }],
    ['both fields', { offsetMs: 1, now: Date.now() }],
    ['an unknown field', { days: 1 }],
    ['a time before the sandbox clock', { now: 1 }],
  ])('refuses %s (400)', async (_name, payload) => {
    const response = await app.inject({
      method: 'PUT',
      url: SandboxSaferGamblingApi.clock,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect((await clock()).offsetMs).toBe(0);
  });

  it('never goes back', async () => {
    await moveClock(app, { offsetMs: 2 * HOUR });
    expect((await moveClock(app, { offsetMs: HOUR })).statusCode).toBe(400);
    expect((await clock()).offsetMs).toBe(2 * HOUR);
  });
});
