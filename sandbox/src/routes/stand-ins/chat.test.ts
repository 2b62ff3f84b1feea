import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatStandIn, SandboxChatApi, type ChatVisit } from '@wps/contract/customer-service';
import { OPERATOR_ANSWER } from '../../chat/store.ts';
import { loginToken, testSandbox } from '../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const open = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${ChatStandIn.page}?${query}`, headers });

const seen = async () =>
  (await app.inject({ method: 'GET', url: SandboxChatApi.chat })).json().value as {
    visits: ChatVisit[];
    messages: { from: string; text: string }[];
  };

describe('the stand-in chat page', () => {
  it('may be framed by local apps and records what it was opened with', async () => {
    const page = await open('cs=1&lang=EN', { 'sec-fetch-dest': 'iframe' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<script src="/sandbox-chat/chat.js" defer></script>');
    expect(String(page.headers['content-security-policy'])).toContain(
      "frame-ancestors 'self' http://localhost:* http://127.0.0.1:*",
    );
    expect(page.headers['x-frame-options']).toBeUndefined();
    const { visits } = await seen();
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      query: { cs: '1', lang: 'EN' },
      tokenSent: false,
      tokenValid: false,
      dest: 'iframe',
      refusedFraming: false,
    });
  });

  it('refuses framing when told to (?frame=deny)', async () => {
    const page = await open('cs=1&frame=deny', { 'sec-fetch-dest': 'document' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(String(page.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'$/);
    expect((await seen()).visits[0]).toMatchObject({ refusedFraming: true, dest: 'document' });
  });

  it('sees a session token however it came, and never logs its value', async () => {
    const token = await loginToken(app, 'demo01', 'demo123');
    await open(`token=${token}&username=demo01`);
    await open('cs=2', { referer: `http://localhost:8080/m/home?x=${token}` });
    await open('token=forged');
    await open('cs=3', { authorization: 'anything' });
    const { visits } = await seen();
    expect(visits.map((visit) => [visit.tokenSent, visit.tokenValid])).toEqual([
      [true, true],
      [true, true],
      [true, false],
      [true, false],
    ]);
    expect(visits[0]?.query).toEqual({ token: '(token)', username: 'demo01' });
    expect(JSON.stringify(visits)).not.toContain(token);
  });

  it('keeps the messages typed there, each answered by the operator', async () => {
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: ChatStandIn.messages, payload: payload as object });
    const answer = await post({ text: '  Hello  ' });
    expect(
      answer.json().value.map((m: { from: string; text: string }) => [m.from, m.text]),
    ).toEqual([
      ['player', 'Hello'],
      ['operator', OPERATOR_ANSWER],
    ]);
    expect((await post({ text: ' ' })).statusCode).toBe(400);
    expect((await post({ text: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await seen()).messages.map((m) => m.text)).toEqual(['Hello', OPERATOR_ANSWER]);
  });

  it('serves its script and styles', async () => {
    const script = await app.inject({ method: 'GET', url: '/sandbox-chat/chat.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect((await app.inject({ method: 'GET', url: '/sandbox-chat/chat.css' })).statusCode).toBe(
      200,
    );
  });
});

describe('the redirect of the CBS flow', () => {
  const redirect = (target: string) =>
    app.inject({
      method: 'GET',
      url: `${ChatStandIn.redirect}?redirectUrl=${encodeURIComponent(target)}`,
      headers: { host: '127.0.0.1:8080' },
    });

  it('leads on to a page of the stand-in', async () => {
    const target = `http://127.0.0.1:8080${ChatStandIn.page}?ticket=1&b2c=1`;
    const response = await redirect(target);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(target);
  });

  it.each([
    ['another origin', `https://evil.example${ChatStandIn.page}`],
    ['another loopback name', `http://localhost:8080${ChatStandIn.page}`],
    ['a path outside the stand-in', 'http://127.0.0.1:8080/m/home'],
    ['no URL at all', 'not a url'],
  ])('goes nowhere for %s', async (_what, target) => {
    expect((await redirect(target)).statusCode).toBe(400);
  });
});
