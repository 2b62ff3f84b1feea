// @vitest-environment jsdom
/// <reference lib="dom" />
/**
 * gt.js / gt4.js in a DOM (jsdom), talking to a real sandbox through `inject`: what a client of
 * the providers' API sees, driven by keys and by pointer drags as a player (or e2e test) would.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthApi } from '@wps/contract/auth';
import { CaptchaStandIn } from '@wps/contract/auth-stand-ins';
import { Api, SandboxApi } from '@wps/contract/paths';
import { captchaSwitches, getValue } from '../../test-support/auth.ts';
import { encryptedPost, loginPayload, testSandbox } from '../../test-support/sandbox.ts';

type Handler = (argument?: unknown) => void;
type CaptchaObject = {
  appendTo(target: string | Element): CaptchaObject;
  onReady(handler: Handler): CaptchaObject;
  onSuccess(handler: Handler): CaptchaObject;
  onError(handler: Handler): CaptchaObject;
  onClose(handler: Handler): CaptchaObject;
  onFail(handler: Handler): CaptchaObject;
  verify(): CaptchaObject;
  showCaptcha(): CaptchaObject;
  getValidate(): false | Record<string, string>;
  reset(): CaptchaObject;
  destroy(): void;
};
type Init = (config: Record<string, unknown>, callback: (captcha: CaptchaObject) => void) => void;
type Globals = { initGeetest?: Init; initGeetest4?: Init };

let app: FastifyInstance;
let requested: string[];
let hang: (path: string) => boolean;
const originalFetch = window.fetch;

/** fetch for the scripts: answered by the sandbox through inject, aborts honoured. */
async function sandboxFetch(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = new URL(String(input));
  requested.push(url.pathname);
  const signal = init.signal;
  if (hang(url.pathname)) {
    return new Promise<Response>((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }
  const response = await app.inject({
    method: (init.method ?? 'GET') as 'GET' | 'POST',
    url: url.pathname + url.search,
    headers: init.headers as Record<string, string>,
    payload: init.body as string | undefined,
  });
  return { status: response.statusCode, json: async () => response.json() } as Response;
}

beforeEach(async () => {
  app = await testSandbox();
  requested = [];
  hang = () => false;
  window.fetch = sandboxFetch as typeof window.fetch;
});
afterEach(async () => {
  window.fetch = originalFetch;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  delete (window as Globals).initGeetest;
  delete (window as Globals).initGeetest4;
  await app.close();
});

/** Runs gt.js or gt4.js as a classic script loaded from `server`. */
async function loadScript(version: 'v3' | 'v4', server = '/captcha') {
  const file = version === 'v4' ? CaptchaStandIn.v4Script : CaptchaStandIn.v3Script;
  const source = (await app.inject({ method: 'GET', url: `${server}/${file}` })).body;
  const script = { src: `http://localhost:3000${server}/${file}` };
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(source)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

async function waitFor<T>(check: () => T | undefined | null | false, ms = 2000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

type Events = Record<'ready' | 'success' | 'error' | 'close' | 'fail', unknown[]>;

/** initGeetest / initGeetest4 with the config a client would pass; records every event. */
async function create(version: 'v3' | 'v4', config: Record<string, unknown> = {}) {
  await loadScript(version, (config.server as string | undefined) ?? '/captcha');
  const events: Events = { ready: [], success: [], error: [], close: [], fail: [] };
  let base: Record<string, unknown>;
  if (version === 'v3') {
    const init = await getValue<{ gt: string; challenge: string }>(app, AuthApi.geetest);
    base = { gt: init.gt, challenge: init.challenge, offline: false, new_captcha: true };
  } else {
    base = { captchaId: CaptchaStandIn.captchaId };
  }
  const init = (window as Globals)[version === 'v4' ? 'initGeetest4' : 'initGeetest'];
  if (!init) throw new Error('no global');
  let captcha: CaptchaObject | undefined;
  init({ product: 'bind', ...base, ...config }, (object) => {
    captcha = object;
    object
      .onReady(() => events.ready.push(true))
      .onSuccess(() => events.success.push(true))
      .onError((error) => events.error.push(error))
      .onClose(() => events.close.push(true))
      .onFail((fail) => events.fail.push(fail));
  });
  if (!captcha) throw new Error('callback not called');
  return { captcha, events };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const handle = () => document.querySelector<HTMLElement>('[role="slider"]');
const target = () => Number(document.querySelector<HTMLElement>('[data-target]')?.dataset.target);
const position = () => Number(handle()?.getAttribute('aria-valuenow'));
const statusText = () => document.querySelector('[role="status"]')?.textContent ?? '';

function key(element: Element, name: string) {
  element.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
  );
}

/** Arrow keys (2 px a press) from wherever the handle is to the notch, then Enter. */
function slideWithKeys() {
  const slider = handle();
  if (!slider) throw new Error('no slider');
  while (position() < target() - 1) key(slider, 'ArrowRight');
  while (position() > target() + 1) key(slider, 'ArrowLeft');
  key(slider, 'Enter');
}

function drag(by: number) {
  const slider = handle();
  if (!slider) throw new Error('no slider');
  const options = { bubbles: true, button: 0, pointerId: 1 };
  slider.dispatchEvent(new PointerEvent('pointerdown', { ...options, clientX: 100 }));
  window.dispatchEvent(new PointerEvent('pointermove', { ...options, clientX: 100 + by / 2 }));
  window.dispatchEvent(new PointerEvent('pointermove', { ...options, clientX: 100 + by }));
  window.dispatchEvent(new PointerEvent('pointerup', { ...options, clientX: 100 + by }));
}

describe.each(['v3', 'v4'] as const)('%s', (version) => {
  it('defines only its own global', async () => {
    await loadScript(version);
    const globals = window as Globals;
    expect(typeof globals[version === 'v4' ? 'initGeetest4' : 'initGeetest']).toBe('function');
    expect(globals[version === 'v4' ? 'initGeetest' : 'initGeetest4']).toBeUndefined();
  });

  it('opens an accessible modal slider and passes with the keyboard', async () => {
    const { captcha, events } = await create(version);
    await waitFor(() => events.ready.length);
    expect(captcha.getValidate()).toBe(false);
    const before = document.createElement('button');
    document.body.appendChild(before);
    before.focus();
    if (version === 'v3') captcha.verify();
    else captcha.showCaptcha();

    const modal = dialog();
    expect(modal?.getAttribute('aria-label')).toBe('Slide to verify');
    expect(modal?.getAttribute('aria-modal')).toBe('true');
    expect(
      document.getElementById(modal?.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toMatch(/arrow keys/);
    const slider = handle();
    expect(document.activeElement).toBe(slider);
    expect(slider?.getAttribute('aria-valuemin')).toBe('0');
    expect(slider?.getAttribute('aria-valuemax')).toBe('236');
    expect(target()).toBeGreaterThanOrEqual(40);
    expect(modal?.querySelector('button[aria-label="Close"]')).not.toBeNull();

    slideWithKeys();
    await waitFor(() => events.success.length);
    expect(statusText()).toBe('');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(before);
    const result = captcha.getValidate();
    if (version === 'v3') {
      expect(result).toEqual({
        geetest_challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
        geetest_validate: expect.stringMatching(/^[0-9a-f]{32}$/),
        geetest_seccode: expect.stringMatching(/\|jordan$/),
      });
    } else {
      expect(result).toEqual({
        captcha_id: CaptchaStandIn.captchaId,
        lot_number: expect.stringMatching(/^[0-9a-f]{32}$/),
        captcha_output: expect.any(String),
        pass_token: expect.stringMatching(/^[0-9a-f]{64}$/),
        gen_time: expect.stringMatching(/^\d+$/),
      });
    }
    expect(events.close).toEqual([]);
  });

  it('passes with a pointer drag, and the result logs in once', async () => {
    await captchaSwitches(app, { login: true });
    const { captcha, events } = await create(version);
    await waitFor(() => events.ready.length);
    captcha.verify();
    drag(target());
    await waitFor(() => events.success.length);
    const result = captcha.getValidate();
    if (!result) throw new Error('no result');
    const fields =
      version === 'v3'
        ? { geetestChallenge: result.geetest_challenge, geetestSeccode: result.geetest_seccode }
        : { geetestValidateV4: JSON.stringify(result) };
    const login = () =>
      encryptedPost(app, Api.login, { ...loginPayload('demo01', 'demo123'), ...fields });
    expect((await login()).success).toBe(true);
    expect((await login()).errorCode).toBe('captcha.required');
  });

  it('says a miss, moves the notch and lets the player try again', async () => {
    const { captcha, events } = await create(version);
    await waitFor(() => events.ready.length);
    captcha.verify();
    key(handle() as HTMLElement, 'End'); // 236: at least 16 px past any notch
    expect(position()).toBe(236);
    key(handle() as HTMLElement, 'Enter');
    await waitFor(() => statusText().startsWith('Not quite'));
    expect(position()).toBe(0);
    expect(events.fail).toHaveLength(1);
    expect(events.success).toEqual([]);
    expect(target()).toBeGreaterThanOrEqual(40); // the new notch, wherever it is
    slideWithKeys();
    await waitFor(() => events.success.length);
  });

  it('closes with the close button or Escape and says so', async () => {
    const { captcha, events } = await create(version);
    await waitFor(() => events.ready.length);
    captcha.verify();
    dialog()?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click();
    expect(dialog()).toBeNull();
    expect(events.close).toHaveLength(1);
    captcha.verify();
    key(handle() as HTMLElement, 'Escape');
    expect(dialog()).toBeNull();
    expect(events.close).toHaveLength(2);
    expect(captcha.getValidate()).toBe(false);
  });

  it('keeps Tab inside the dialog', async () => {
    const { captcha, events } = await create(version);
    await waitFor(() => events.ready.length);
    captcha.verify();
    const close = dialog()?.querySelector('button[aria-label="Close"]');
    key(handle() as HTMLElement, 'Tab');
    expect(document.activeElement).toBe(close);
    key(close as Element, 'Tab');
    expect(document.activeElement).toBe(handle());
  });

  it('opens once ready when asked while loading', async () => {
    const { captcha, events } = await create(version);
    captcha.verify(); // before the load answered
    await waitFor(() => dialog());
    expect(events.ready).toHaveLength(1);
  });

  it('float product: a button in the container, Verified after a pass, back after reset', async () => {
    document.body.innerHTML = '<div id="captcha-box"></div>';
    const { captcha, events } = await create(version, { product: 'float' });
    captcha.appendTo('#captcha-box');
    const button = () => document.querySelector<HTMLButtonElement>('#captcha-box button');
    await waitFor(() => events.ready.length);
    expect(button()?.textContent).toBe('Click to verify');
    button()?.click();
    slideWithKeys();
    await waitFor(() => events.success.length);
    expect(button()?.textContent).toBe('Verified');
    expect(button()?.disabled).toBe(true);
    captcha.reset();
    expect(captcha.getValidate()).toBe(false);
    await waitFor(() => button()?.textContent === 'Click to verify');
    captcha.destroy();
    expect(button()).toBeNull();
  });

  it('reports a failed load as the provider would, and recovers on reset', async () => {
    await app.inject({
      method: 'PUT',
      url: SandboxApi.faults,
      payload: [{ path: '/captcha/load', status: 503, times: 1 }],
    });
    const { captcha, events } = await create(version);
    const [error] = await waitFor(() => events.error.length > 0 && events.error);
    expect(error).toEqual(
      version === 'v3'
        ? {
            code: 'error_104',
            error_code: 'error_104',
            msg: 'Injected HTTP 503',
            user_error: 'Network failure',
          }
        : { code: '60100', msg: 'Network failure', desc: { detail: 'Injected HTTP 503' } },
    );
    captcha.reset();
    await waitFor(() => events.ready.length);
  });

  it('times out a load that never answers', async () => {
    hang = (path) => path.endsWith('/load');
    const { events } = await create(version, { timeout: 30 });
    const [error] = await waitFor(() => events.error.length > 0 && events.error);
    expect(JSON.stringify(error)).toContain('Request timed out');
  });

  it('talks to the server it was loaded from (the mirror after a fallback)', async () => {
    await app.inject({
      method: 'PUT',
      url: SandboxApi.faults,
      payload: [{ path: '/captcha/load', status: 503 }],
    });
    const { captcha, events } = await create(version, { server: '/captcha-mirror' });
    await waitFor(() => events.ready.length);
    captcha.verify();
    slideWithKeys();
    await waitFor(() => events.success.length);
    expect(requested).toEqual(['/captcha-mirror/load', '/captcha-mirror/verify']);
  });

  it('reports an appendTo target that is not there', async () => {
    const { captcha, events } = await create(version, { product: 'popup' });
    captcha.appendTo('#missing');
    const [error] = await waitFor(() => events.error.length > 0 && events.error);
    expect((error as { code: string }).code).toBe(version === 'v3' ? 'error_100' : '60002');
  });
});

describe('configuration errors', () => {
  it('v3 without a challenge answers error_103', async () => {
    const { events } = await create('v3', { challenge: '' });
    const [error] = await waitFor(() => events.error.length > 0 && events.error);
    expect(error).toMatchObject({ code: 'error_103', user_error: 'Invalid captcha id' });
  });

  it('v4 with a malformed captchaId answers 60001', async () => {
    const { events } = await create('v4', { captchaId: 'nope' });
    const [error] = await waitFor(() => events.error.length > 0 && events.error);
    expect(error).toMatchObject({ code: '60001', msg: 'Invalid captcha id' });
  });
});
