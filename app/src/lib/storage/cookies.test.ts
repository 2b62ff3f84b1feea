import { describe, expect, it } from 'vitest';
import { cookieDomain, cookieString } from './cookies';

describe('cookies (spec §9)', () => {
  it.each([
    ['www.demo-lottery.example', '.demo-lottery.example'],
    ['agent7.m.demo-lottery.example', '.demo-lottery.example'],
    ['demo-lottery.example', '.demo-lottery.example'],
    ['localhost', null],
    ['agent7.localhost', null],
    ['127.0.0.1', null],
  ])('%s → domain %s', (host, expected) => {
    expect(cookieDomain(host)).toBe(expected);
  });

  it('sets path /, SameSite Lax, the expiry in days and the two-label domain', () => {
    const now = Date.UTC(2026, 0, 1);
    const cookie = cookieString('deviceId', 'a b', 365, 'www.demo.example', now);
    expect(cookie).toBe(
      `deviceId=a%20b; expires=${new Date(now + 365 * 86_400_000).toUTCString()}; path=/; SameSite=Lax; domain=.demo.example`,
    );
  });
});
