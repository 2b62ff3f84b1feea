import { describe, expect, it } from 'vitest';
import { cookieDomains, cookieString, setCookie, type CookieJar } from './cookies';

/** A cookie jar that, like a browser, refuses a Domain that is a public suffix. */
function jarRefusing(publicSuffixes: string[]): CookieJar & { domains: (string | null)[] } {
  const values = new Map<string, string>();
  const domains: (string | null)[] = [];
  return {
    domains,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split('; ');
      const domain = attributes.find((a) => a.startsWith('domain='))?.slice(7) ?? null;
      if (domain && publicSuffixes.includes(domain.slice(1))) return;
      const [name = '', value = ''] = pair.split('=');
      values.set(name, value);
      domains.push(domain);
    },
  };
}

describe('cookies (spec §9)', () => {
  it.each([
    ['www.demo-lottery.example', ['.demo-lottery.example', '.www.demo-lottery.example', null]],
    ['demo-lottery.example', ['.demo-lottery.example', null]],
    ['www.example.com.br', ['.com.br', '.example.com.br', '.www.example.com.br', null]],
    ['localhost', [null]],
    ['agent7.localhost', [null]],
    ['127.0.0.1', [null]],
  ])('%s → domains tried %j', (host, expected) => {
    expect(cookieDomains(host)).toEqual(expected);
  });

  it('sets path /, SameSite Lax, the expiry in days and the domain', () => {
    const now = Date.UTC(2026, 0, 1);
    const cookie = cookieString('deviceId', 'a b', 365, '.demo.example', now);
    expect(cookie).toBe(
      `deviceId=a%20b; expires=${new Date(now + 365 * 86_400_000).toUTCString()}; path=/; SameSite=Lax; domain=.demo.example`,
    );
  });

  it.each([
    ['www.example.com.br', ['com.br'], '.example.com.br'],
    ['www.example.co.uk', ['co.uk', 'uk'], '.example.co.uk'],
    ['agent7.m.demo-lottery.example', [], '.demo-lottery.example'],
  ])(
    'on %s (public suffixes %j) the widest accepted domain keeps it: %s',
    (host, refused, widest) => {
      const jar = jarRefusing(refused);
      setCookie('deviceId', 'id-1', 365, jar, host);
      expect(jar.cookie).toBe('deviceId=id-1');
      expect(jar.domains).toEqual([widest]);
    },
  );

  it('falls back to a host-only cookie when every domain is refused', () => {
    const jar = jarRefusing(['example.test', 'www.example.test']);
    setCookie('deviceId', 'id-2', 365, jar, 'www.example.test');
    expect(jar.cookie).toBe('deviceId=id-2');
    expect(jar.domains).toEqual([null]);
  });
});
