// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeInternalPath, suppressesAutoLogin } from './safe-redirect';

const ORIGIN = 'https://www.demo-lottery.example';

describe('safeInternalPath accepts same-origin paths under /m/', () => {
  it.each([
    ['/m/game', '/m/game'],
    ['/m/launchGame?vendor=SEA&code=12', '/m/launchGame?vendor=SEA&code=12'],
    ['/m/activity#top', '/m/activity#top'],
    [`${ORIGIN}/m/member/home`, '/m/member/home'],
    ['HTTPS://WWW.DEMO-LOTTERY.EXAMPLE/m/news', '/m/news'],
    ['/m/./help', '/m/help'],
    ['  /m/home  ', '/m/home'],
  ])('%j → %j', (raw, expected) => {
    expect(safeInternalPath(raw, ORIGIN)).toBe(expected);
  });
});

describe('safeInternalPath refuses hostile values', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    '//evil.example/m/home',
    '///evil.example/m/home',
    '/\\evil.example/m/home',
    '\\\\evil.example\\m\\home',
    '/m\\..\\..\\evil',
    '\\/evil.example',
    '/\t/evil.example/m/',
    '/\n/evil.example/m/',
    '/m/home\r\n',
    '/m/ho\u0000me',
    '\u0085/m/home',
    'https://evil.example/m/home',
    'http://www.demo-lottery.example/m/home',
    'https://www.demo-lottery.example:8443/m/home',
    'https://www.demo-lottery.example.evil.example/m/home',
    'https://www.demo-lottery.example@evil.example/m/home',
    'https://user:pass@www.demo-lottery.example/m/home',
    'https://user@www.demo-lottery.example/m/home',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    ' javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'blob:https://www.demo-lottery.example/1234',
    'file:///etc/passwd',
    'evil.example/m/home',
    'm/home',
    '/wps/session/logout',
    '/sandbox/reset',
    '/m/../sandbox/reset',
    '/m/%2e%2e/sandbox/reset',
    '/m/%2E%2E%2Fsandbox/reset',
    '/m/..%2f..%2fetc/passwd',
    '/m/..%5c..%5cevil',
    '/%2e%2e/m/../../etc',
    '/m',
    '/mhome',
    '/m..',
  ])('%j', (raw) => {
    expect(safeInternalPath(raw, ORIGIN)).toBeNull();
  });
});

describe('redirect parameters', () => {
  it.each([
    ['?redirectUrl=/m/game', true],
    ['?backUrl=', true],
    ['?r=abc', false],
    ['', false],
  ])('%s suppresses auto-login: %s', (search, expected) => {
    expect(suppressesAutoLogin(search)).toBe(expected);
  });

  it.each([
    ['?redirectUrl=%2Fm%2Fgame', '/m/game'],
    ['?backUrl=/m/activity%3Fid%3D3', '/m/activity?id=3'],
    ['?redirectUrl=https%3A%2F%2Fevil.example%2Fm%2Fgame', '/m/home'],
    ['?redirectUrl=javascript:alert(1)&backUrl=/m/news', '/m/news'],
    ['', '/m/home'],
  ])('after login with %s → %s', (search, expected) => {
    expect(afterLoginPath(search, ORIGIN, '/m/home')).toBe(expected);
  });
});
