import { describe, expect, it } from 'vitest';
import type { LinkContext } from '../../domains/content/destination';
import { entryLink, httpUrl, platformChatLink } from './chat-links';

const APP = 'http://localhost:8080';
const CHAT = 'http://127.0.0.1:8080';
const session = { token: 'tok123', userName: 'demo01' };
const ctx = (tokenLinkOrigins: string[], withSession = true): LinkContext => ({
  origin: APP,
  tokenLinkOrigins,
  session: withSession ? session : null,
});

describe('httpUrl', () => {
  it.each([
    ['https://chat.example/x', 'https://chat.example/x'],
    ['HTTP://chat.example', 'http://chat.example/'],
    ['/relative', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (raw, expected) => expect(httpUrl(raw)?.href ?? null).toBe(expected));
});

describe('entryLink: the session only for an allowed origin', () => {
  it.each([
    [
      'an allowed origin gets token and username',
      [CHAT],
      true,
      `${CHAT}/c?cs=1&token=tok123&username=demo01`,
    ],
    ['an origin not listed gets nothing', ['https://other.example'], true, `${CHAT}/c?cs=1`],
    ['no allowed origins: nothing', [], true, `${CHAT}/c?cs=1`],
    ['a guest has nothing to send', [CHAT], false, `${CHAT}/c?cs=1`],
  ])('%s', (_what, allowed, withSession, expected) => {
    expect(entryLink(`${CHAT}/c?cs=1`, ctx(allowed, withSession))).toBe(expected);
  });
});

describe('platformChatLink: the redirect flow', () => {
  const params = { language: 'EN', headerColor: '#1a1d26', title: 'Chat with us' };
  const target = `${CHAT}/sandbox-chat/chat.html?ticket=t1`;
  const chatUrl = `${CHAT}/sandbox-chat/redirect?redirectUrl=${encodeURIComponent(target)}`;
  const redirectOf = (link: string | null) =>
    new URL(new URL(link ?? '').searchParams.get('redirectUrl') ?? '');

  it('adds token, language, headerColor, b2c=1 and title to the redirectUrl of an allowed chat', () => {
    const link = platformChatLink(chatUrl, params, ctx([CHAT]));
    const inner = redirectOf(link);
    expect(Object.fromEntries(inner.searchParams)).toEqual({
      ticket: 't1',
      token: 'tok123',
      language: 'EN',
      headerColor: '#1a1d26',
      b2c: '1',
      title: 'Chat with us',
    });
    expect(new URL(link ?? '').pathname).toBe('/sandbox-chat/redirect');
  });

  it.each([
    ['chatUrl and the page on origins not allowed', ['https://other.example']],
    ['only the page allowed (the token would pass through chatUrl)', ['https://page.example']],
    ['nothing allowed', []],
  ])('leaves chatUrl as it came for %s', (_what, allowed) => {
    const url = `${CHAT}/r?redirectUrl=${encodeURIComponent('https://page.example/p')}`;
    expect(platformChatLink(url, params, ctx(allowed))).toBe(url);
  });

  it('leaves chatUrl as it came for a guest, or without a redirectUrl', () => {
    expect(platformChatLink(chatUrl, params, ctx([CHAT], false))).toBe(chatUrl);
    expect(platformChatLink(`${CHAT}/chat?x=1`, params, ctx([CHAT]))).toBe(`${CHAT}/chat?x=1`);
  });

  it('leaves a redirectUrl that is not an http(s) URL alone', () => {
    const url = `${CHAT}/r?redirectUrl=${encodeURIComponent('javascript:alert(1)')}`;
    expect(platformChatLink(url, params, ctx([CHAT]))).toBe(url);
  });

  it('refuses a chatUrl no frame may open', () => {
    expect(platformChatLink('javascript:alert(1)', params, ctx([CHAT]))).toBeNull();
    expect(platformChatLink('/relative', params, ctx([CHAT]))).toBeNull();
  });
});
