// @vitest-environment jsdom
/// <reference lib="dom" />
/**
 * The identity page (identity.html + identity.js) in a DOM, with a stand-in window for what jsdom
 * cannot do (opener, close, navigation), and the signing call answered by a real sandbox.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthApi, AuthErrorCode, SMS_CODE_TTL_MS } from '@wps/contract/auth';
import { IdentityStandIn } from '@wps/contract/auth-stand-ins';
import { Api } from '@wps/contract/paths';
import { postJson } from '../../test-support/auth.ts';
import { encryptedPost, testSandbox } from '../../test-support/sandbox.ts';
import { PUBLIC_DIR } from './public-files.ts';

const PAGE_ORIGIN = 'http://localhost:3000';
const APP_ORIGIN = 'http://localhost:5173';
const html = readFileSync(join(PUBLIC_DIR, 'sandbox-pages', 'identity.html'), 'utf8');
const script = readFileSync(join(PUBLIC_DIR, 'sandbox-pages', 'identity.js'), 'utf8');

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(async () => {
  document.documentElement.innerHTML = '';
  await app.close();
});

/** Opens the page with `query`; answers the spies standing in for the browser window. */
function open(query: string, { opener = true } = {}) {
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/i, '');
  const postMessage = vi.fn();
  const fake = {
    location: { search: `?${query}`, origin: PAGE_ORIGIN, replace: vi.fn() },
    opener: opener ? { postMessage } : null,
    close: vi.fn(),
    fetch: async (url: string, init: RequestInit) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: init.headers as Record<string, string>,
        payload: init.body as string,
      });
      return { json: async () => response.json() };
    },
  };
  new Function('window', script)(fake);
  return { ...fake, postMessage };
}

const buttons = () =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('#identities button'));
const choose = (label: string) =>
  buttons()
    .find((b) => b.textContent === label)
    ?.click();
const cancel = () => document.querySelector<HTMLButtonElement>('#cancel')?.click();
const status = () => document.getElementById('status')?.textContent ?? '';

async function until(check: () => boolean) {
  for (let i = 0; i < 400 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error('timed out');
}

const firebaseLogin = (firebaseIdToken: string, firebaseChannel: string) =>
  encryptedPost(app, Api.login, {
    username: '',
    password: '',
    type: 'firebase',
    firebaseChannel,
    firebaseIdToken,
    loginDeviceId: 'x'.repeat(36),
    isOfficialAppLogin: false,
  });

describe('the page as served', () => {
  it('is HTML with its script external (the CSP allows no inline script)', async () => {
    const page = await app.inject({ method: 'GET', url: `${IdentityStandIn.page}?channel=google` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script src="identity.js" defer></script>');
    expect(page.body).not.toMatch(/<script>/);
    const js = await app.inject({ method: 'GET', url: '/sandbox-pages/identity.js' });
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
  });
});

describe('popup mode', () => {
  const query = (channel: string) =>
    `channel=${channel}&mode=popup&origin=${encodeURIComponent(APP_ORIGIN)}`;

  it('lists the two demo identities of the channel', () => {
    open(query('facebook'));
    expect(document.getElementById('title')?.textContent).toBe('Sign in with Facebook (sandbox)');
    expect(buttons().map((b) => [b.textContent, b.dataset.sub])).toEqual([
      ['demo01 (bound)', 'f-demo01'],
      ['New player', 'f-new01'],
    ]);
  });

  it("posts the bound identity's token to the opener's origin and closes", async () => {
    const page = open(query('google'));
    choose('demo01 (bound)');
    await until(() => page.close.mock.calls.length > 0);
    expect(page.postMessage).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = page.postMessage.mock.calls[0] as [
      { type: string; idToken: string; channel: string },
      string,
    ];
    expect(targetOrigin).toBe(APP_ORIGIN);
    expect(message).toEqual({
      type: 'SANDBOX_ID_TOKEN',
      idToken: expect.any(String),
      channel: 'google',
    });
    const login = await firebaseLogin(message.idToken, 'google');
    expect(login.value).toMatchObject({ userName: 'demo01' });
  });

  it('gives the new player a token that needs registering, then logs in', async () => {
    const page = open(query('line'));
    choose('New player');
    await until(() => page.postMessage.mock.calls.length > 0);
    const [{ idToken }] = page.postMessage.mock.calls[0] as [{ idToken: string }];
    expect((await firebaseLogin(idToken, 'line')).errorCode).toBe('bind_customer_required');
    const registered = await postJson(app, AuthApi.registerFirebase, {
      firebaseChannel: 'line',
      firebaseIdToken: idToken,
      login: true,
      smsTemplate: '',
    });
    expect(registered.value).toMatchObject({ userName: 'line_l_new01' });
    expect((await firebaseLogin(idToken, 'line')).value).toMatchObject({
      userName: 'line_l_new01',
    });
  });

  it('posts the cancellation code on cancel', () => {
    const page = open(query('twitter'));
    cancel();
    expect(page.postMessage).toHaveBeenCalledWith(
      { type: 'SANDBOX_ID_ERROR', code: 'auth/cancelled-popup-request', channel: 'twitter' },
      APP_ORIGIN,
    );
    expect(page.close).toHaveBeenCalled();
  });

  it.each([
    ['no origin', 'channel=google&mode=popup'],
    ['a wildcard origin', 'channel=google&mode=popup&origin=*'],
    [
      'an origin with a path',
      `channel=google&mode=popup&origin=${encodeURIComponent(`${APP_ORIGIN}/m/`)}`,
    ],
    ['a javascript: origin', 'channel=google&mode=popup&origin=javascript%3Aalert(1)'],
    ['an unknown channel', `channel=github&mode=popup&origin=${encodeURIComponent(APP_ORIGIN)}`],
  ])('refuses %s: says why and posts nothing', (_name, search) => {
    const page = open(search);
    expect(status()).not.toBe('');
    expect(buttons().every((b) => b.disabled)).toBe(true);
    cancel();
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  it('refuses to run without an opener', () => {
    open(query('google'), { opener: false });
    expect(status()).toBe('Open this page as a popup.');
  });
});

describe('redirect mode', () => {
  const query = (returnTo: string, channel = 'facebook') =>
    `channel=${channel}&mode=redirect&returnTo=${encodeURIComponent(returnTo)}`;

  it('goes back to returnTo with the token in the fragment', async () => {
    const page = open(query('/m/login?from=social#old'));
    choose('demo01 (bound)');
    await until(() => page.location.replace.mock.calls.length > 0);
    const [url] = page.location.replace.mock.calls[0] as [string];
    const target = new URL(url);
    expect(target.origin + target.pathname + target.search).toBe(
      `${PAGE_ORIGIN}/m/login?from=social`,
    );
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('channel')).toBe('facebook');
    const login = await firebaseLogin(fragment.get('idToken') ?? '', 'facebook');
    expect(login.value).toMatchObject({ userName: 'demo01' });
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  it('goes back with the cancellation code on cancel', () => {
    const page = open(query(`${PAGE_ORIGIN}/m/register`));
    cancel();
    expect(page.location.replace).toHaveBeenCalledWith(
      `${PAGE_ORIGIN}/m/register#error=auth%2Fcancelled-popup-request&channel=facebook`,
    );
  });

  it.each([
    ['another origin', 'https://evil.example/m/login'],
    ['a protocol-relative URL', '//evil.example/m/login'],
    ['a path outside /m/', '/sandbox/reset'],
    ['nothing', ''],
  ])('refuses %s', (_name, returnTo) => {
    const page = open(query(returnTo));
    expect(status()).toBe('returnTo must be a path under /m/.');
    choose('demo01 (bound)');
    cancel();
    expect(page.location.replace).not.toHaveBeenCalled();
  });
});

describe('POST /sandbox-pages/identity/token', () => {
  it.each([
    ['an unknown channel', { channel: 'github', sub: 'x' }],
    ['no sub', { channel: 'google' }],
    ['a sub with odd characters', { channel: 'google', sub: 'a b' }],
  ])('refuses %s with a 400 envelope', async (_name, payload) => {
    const response = await app.inject({ method: 'POST', url: IdentityStandIn.token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'bad_request' });
  });

  it('signs any identity a test asks for', async () => {
    const body = await postJson(app, IdentityStandIn.token, { channel: 'google', sub: 'g-any_1' });
    expect(body).toEqual({
      success: true,
      value: { idToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) },
    });
  });
});

describe('phone sign-in (the firebase SMS path)', () => {
  const phoneNumber = '+639171234567';
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, payload }).then((r) => r.json());

  async function phoneToken(): Promise<string> {
    const sent = await post(IdentityStandIn.phoneSend, { phoneNumber });
    const { code } = (await app.inject({ method: 'GET', url: '/sandbox/sms' })).json().value[0];
    const verified = await post(IdentityStandIn.phoneVerify, {
      verificationId: sent.value.verificationId,
      code,
    });
    return verified.value.idToken;
  }

  it('sends a code the control API lists and trades it once for a phone token', async () => {
    const sent = await post(IdentityStandIn.phoneSend, { phoneNumber });
    expect(sent.success).toBe(true);
    const { mobileNum, code } = (await app.inject({ method: 'GET', url: '/sandbox/sms' })).json()
      .value[0];
    expect(mobileNum).toBe(phoneNumber);
    const wrong = await post(IdentityStandIn.phoneVerify, {
      verificationId: sent.value.verificationId,
      code: '000000' === code ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ success: false, errorCode: 'auth/invalid-verification-code' });
    const right = { verificationId: sent.value.verificationId, code };
    expect((await post(IdentityStandIn.phoneVerify, right)).value.idToken).toMatch(/\./);
    expect((await post(IdentityStandIn.phoneVerify, right)).success).toBe(false);
  });

  it('tells an expired code (auth/code-expired) from a wrong one', async () => {
    const sent = await post(IdentityStandIn.phoneSend, { phoneNumber });
    const { code } = (await app.inject({ method: 'GET', url: '/sandbox/sms' })).json().value[0];
    vi.useFakeTimers({ now: Date.now() + SMS_CODE_TTL_MS + 1000, toFake: ['Date'] });
    try {
      const late = await post(IdentityStandIn.phoneVerify, {
        verificationId: sent.value.verificationId,
        code,
      });
      expect(late).toMatchObject({ success: false, errorCode: 'auth/code-expired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a malformed number', async () => {
    expect(await post(IdentityStandIn.phoneSend, { phoneNumber: '0917' })).toMatchObject({
      success: false,
      errorCode: 'auth/invalid-phone-number',
    });
  });

  it('an SMS login carrying the phone token logs in the member with that number', async () => {
    const idToken = await phoneToken();
    const login = (username: string) =>
      encryptedPost(app, Api.login, {
        username,
        password: '',
        type: 'sms',
        firebaseIdToken: idToken,
      });
    expect(await login('+639171234567')).toMatchObject({ success: true });
    // The token proves one number only.
    expect(await login('+639170000000')).toMatchObject({ success: false });
  });

  it('a phone token is no social identity', async () => {
    const idToken = await phoneToken();
    const social = await encryptedPost(app, Api.login, {
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: idToken,
    });
    expect(social).toMatchObject({ success: false, errorCode: AuthErrorCode.firebaseTokenInvalid });
  });
});
