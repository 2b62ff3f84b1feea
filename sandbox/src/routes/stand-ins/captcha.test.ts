import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthApi } from '@wps/contract/auth';
import { CaptchaStandIn, captchaScripts } from '@wps/contract/auth-stand-ins';
import { Api, SandboxApi } from '@wps/contract/paths';
import {
  captchaSwitches,
  getValue,
  loadPuzzle,
  slide,
  type Puzzle,
} from '../../test-support/auth.ts';
import { encryptedPost, loginPayload, testSandbox } from '../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /wps/captcha/geetest', () => {
  it('answers a fresh v3 challenge with the sandbox gt, never cached', async () => {
    const response = await get(`${AuthApi.geetest}?t=${Date.now()}`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      value: {
        gt: CaptchaStandIn.gt,
        challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
        newCaptcha: true,
      },
    });
    const other = (await get(AuthApi.geetest)).json().value.challenge;
    expect(other).not.toBe(response.json().value.challenge);
  });

  it('leaves the v4 captchaId in the demo status', async () => {
    const status = await getValue<{ gw: unknown }>(app, Api.systemStatus);
    expect(status.gw).toMatchObject({
      GEETEST_ID: CaptchaStandIn.captchaId,
      GEETEST_VERSION: 'v3',
    });
  });
});

describe('script servers', () => {
  it.each([
    ['v3', 'initGeetest'],
    ['v4', 'initGeetest4'],
  ] as const)('serve the %s script on both servers', async (version, global) => {
    const [first, mirror] = captchaScripts(version);
    const a = await get(first ?? '');
    const b = await get(mirror ?? '');
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(a.body).toBe(b.body);
    expect(a.body).toContain(`sandboxGeetest('${version}');`);
    expect(a.body).toContain(`window.${global} = init`);
    // It parses as a classic script.
    expect(() => new Function(a.body)).not.toThrow();
  });

  it('answers 304 to a matching If-None-Match and compresses', async () => {
    const first = await get('/captcha/gt4.js');
    const again = await app.inject({
      method: 'GET',
      url: '/captcha/gt4.js',
      headers: { 'If-None-Match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const gzip = await app.inject({
      method: 'GET',
      url: '/captcha/gt4.js',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // v3 and v4 differ, so their validators must too.
    expect((await get('/captcha/gt.js')).headers.etag).not.toBe(first.headers.etag);
  });

  it('keep the mirror up while a fault takes the first server down', async () => {
    await app.inject({
      method: 'PUT',
      url: SandboxApi.faults,
      payload: [{ path: '/captcha/gt.js', status: 503 }],
    });
    expect((await get('/captcha/gt.js')).statusCode).toBe(503);
    expect((await get('/captcha-mirror/gt.js')).statusCode).toBe(200);
  });

  it('do not serve the core file or anything else', async () => {
    for (const url of [
      '/captcha/slider-captcha.js',
      '/captcha/nope.js',
      '/captcha-mirror/gt5.js',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

describe('load and verify', () => {
  it('v3: a puzzle for a known challenge with the sandbox gt only', async () => {
    const { challenge } = await getValue<{ challenge: string }>(app, AuthApi.geetest);
    const puzzle = await getValue<Puzzle>(
      app,
      `/captcha/load?gt=${CaptchaStandIn.gt}&challenge=${challenge}`,
    );
    expect(puzzle).toEqual({ id: challenge, target: expect.any(Number), max: 236 });
    expect(puzzle.target).toBeGreaterThanOrEqual(40);
    expect(puzzle.target).toBeLessThanOrEqual(220);
    expect(
      (await get(`/captcha/load?gt=${'0'.repeat(32)}&challenge=${challenge}`)).json(),
    ).toMatchObject({
      success: false,
      errorCode: 'captcha.id.invalid',
    });
    expect(
      (await get(`/captcha/load?gt=${CaptchaStandIn.gt}&challenge=nope`)).json(),
    ).toMatchObject({ success: false, errorCode: 'captcha.expired' });
  });

  it('v4: a new lot per load for any captcha id of the provider form', async () => {
    const a = await loadPuzzle(app, 'v4');
    const b = await loadPuzzle(app, 'v4');
    expect(a.id).toMatch(/^[0-9a-f]{32}$/);
    expect(a.id).not.toBe(b.id);
    expect((await get('/captcha/load?captcha_id=short')).json().errorCode).toBe(
      'captcha.id.invalid',
    );
    // A v4 lot is not a v3 challenge.
    const asV3 = await get(`/captcha/load?gt=${CaptchaStandIn.gt}&challenge=${a.id}`);
    expect(asV3.json().errorCode).toBe('captcha.expired');
  });

  it('passes a slide within ±6 px of the notch (v3 result)', async () => {
    const puzzle = await loadPuzzle(app, 'v3');
    const result = await slide(app, puzzle.id, puzzle.target - 6);
    expect(result).toEqual({
      success: true,
      value: {
        passed: true,
        challenge: puzzle.id,
        validate: expect.stringMatching(/^[0-9a-f]{32}$/),
        seccode: expect.stringMatching(/^[0-9a-f]{32}\|jordan$/),
      },
    });
    const { validate, seccode } = result.value as { validate: string; seccode: string };
    expect(seccode).toBe(`${validate}|jordan`);
  });

  it('passes a slide within ±6 px of the notch (v4 result)', async () => {
    const puzzle = await loadPuzzle(app, 'v4');
    const result = await slide(app, puzzle.id, puzzle.target + 6);
    expect(result.value).toEqual({
      passed: true,
      lot_number: puzzle.id,
      captcha_output: expect.any(String),
      pass_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      gen_time: expect.stringMatching(/^\d{10}$/),
    });
  });

  it('misses 7 px off and moves the notch', async () => {
    const puzzle = await loadPuzzle(app, 'v3');
    const missed = await slide(app, puzzle.id, puzzle.target + 7);
    expect(missed).toEqual({ success: true, value: { passed: false, target: expect.any(Number) } });
    const { target } = missed.value as { target: number };
    // The old notch no longer counts (unless the new one happens to be near it).
    if (Math.abs(target - puzzle.target) > 6) {
      expect((await slide(app, puzzle.id, puzzle.target)).value).toMatchObject({ passed: false });
    }
    const fresh = await loadPuzzle(app, 'v4');
    const missedLow = await slide(app, fresh.id, fresh.target - 7);
    expect(missedLow.value).toMatchObject({ passed: false });
  });

  it.each([
    ['no body', undefined],
    ['no position', { id: 'x' }],
    ['a position out of range', { id: 'x', position: 237 }],
    ['a negative position', { id: 'x', position: -1 }],
    ['a string position', { id: 'x', position: '10' }],
  ])('refuses %s with bad_request', async (_name, payload) => {
    const response = await app.inject({ method: 'POST', url: '/captcha/verify', payload });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'bad_request' });
  });

  it('answers captcha.expired for an unknown id and a challenge older than 30 minutes', async () => {
    expect((await slide(app, 'nope', 10)).errorCode).toBe('captcha.expired');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const puzzle = await loadPuzzle(app, 'v4');
    vi.setSystemTime(1_700_000_000_000 + 30 * 60_000 + 1);
    expect((await slide(app, puzzle.id, puzzle.target)).errorCode).toBe('captcha.expired');
  });

  it('works the same on the mirror', async () => {
    const puzzle = await loadPuzzle(app, 'v4', '/captcha-mirror');
    const result = await slide(app, puzzle.id, puzzle.target, '/captcha-mirror');
    expect(result.value).toMatchObject({ passed: true, lot_number: puzzle.id });
  });
});

describe('results as login, SMS and register accept them', () => {
  beforeEach(async () => {
    await captchaSwitches(app, { login: true });
  });

  const login = (fields: object) =>
    encryptedPost(app, Api.login, { ...loginPayload('demo01', 'demo123'), ...fields });

  it('a v3 result needs its own challenge and seccode', async () => {
    const a = await loadPuzzle(app, 'v3');
    const b = await loadPuzzle(app, 'v3');
    const passA = (await slide(app, a.id, a.target)).value as { seccode: string };
    await slide(app, b.id, b.target);
    const swapped = await login({ geetestChallenge: b.id, geetestSeccode: passA.seccode });
    expect(swapped.errorCode).toBe('captcha.required');
    expect((await login({ geetestChallenge: a.id, geetestSeccode: passA.seccode })).success).toBe(
      true,
    );
  });

  it('a v4 result may come as a JSON string or an object, and must match', async () => {
    const puzzle = await loadPuzzle(app, 'v4');
    const pass = (await slide(app, puzzle.id, puzzle.target)).value as Record<string, string>;
    const forged = { ...pass, pass_token: 'f'.repeat(64) };
    expect((await login({ geetestValidateV4: JSON.stringify(forged) })).errorCode).toBe(
      'captcha.required',
    );
    expect((await login({ geetestValidateV4: '{not json' })).errorCode).toBe('captcha.required');
    expect((await login({ geetestValidateV4: pass })).success).toBe(true);
  });

  it('a result is accepted for 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const puzzle = await loadPuzzle(app, 'v4');
    const pass = (await slide(app, puzzle.id, puzzle.target)).value;
    vi.setSystemTime(1_700_000_000_000 + 10 * 60_000 + 1);
    expect((await login({ geetestValidateV4: JSON.stringify(pass) })).errorCode).toBe(
      'captcha.required',
    );
  });

  it('a reload (the widget reset) drops the earlier result', async () => {
    const puzzle = await loadPuzzle(app, 'v3');
    const pass = (await slide(app, puzzle.id, puzzle.target)).value as { seccode: string };
    await getValue(app, `/captcha/load?gt=${CaptchaStandIn.gt}&challenge=${puzzle.id}`);
    expect(
      (await login({ geetestChallenge: puzzle.id, geetestSeccode: pass.seccode })).errorCode,
    ).toBe('captcha.required');
  });

  it('a missed slide gives nothing to use', async () => {
    const puzzle = await loadPuzzle(app, 'v3');
    await slide(app, puzzle.id, puzzle.target + 50 > 236 ? 0 : puzzle.target + 50);
    expect(
      (await login({ geetestChallenge: puzzle.id, geetestSeccode: 'x|jordan' })).errorCode,
    ).toBe('captcha.required');
  });
});
