/**
 * First-party cookies (spec §9): path /, SameSite Lax, on the widest domain the browser accepts,
 * so that every subdomain of the operator (www, affiliate subdomains) shares them. The spec's
 * "last two host labels" is a public suffix on hosts such as example.com.br or example.co.uk,
 * where the browser refuses the cookie: so the domains are tried from the shortest (the last two
 * labels) to the longest and each write is read back; the first one kept wins. Localhost and IP
 * addresses get host-only cookies: a Domain attribute would be refused there.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where cookies are written and read: `document`, or a stand-in in tests. */
export type CookieJar = { cookie: string };

/** The Domain attributes to try, widest first; null (host-only) last. */
export function cookieDomains(hostname: string): (string | null)[] {
  if (/(^|\.)localhost$/.test(hostname) || /^[\d.]+$/.test(hostname) || hostname.includes(':'))
    return [null];
  const labels = hostname.split('.').filter(Boolean);
  const domains = labels.slice(0, -1).map((_, i) => `.${labels.slice(-2 - i).join('.')}`);
  return [...domains, null];
}

export function cookieString(
  name: string,
  value: string,
  days: number,
  domain: string | null,
  now = Date.now(),
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `expires=${new Date(now + days * DAY_MS).toUTCString()}`,
    'path=/',
    'SameSite=Lax',
    ...(domain ? [`domain=${domain}`] : []),
    ...(globalThis.location?.protocol === 'https:' ? ['Secure'] : []),
  ].join('; ');
}

export function setCookie(
  name: string,
  value: string,
  days: number,
  jar: CookieJar = document,
  hostname = location.hostname,
): void {
  for (const domain of cookieDomains(hostname)) {
    jar.cookie = cookieString(name, value, days, domain);
    if (getCookie(name, jar) === value) return;
  }
}

export function getCookie(name: string, jar: CookieJar = document): string | null {
  for (const part of jar.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
