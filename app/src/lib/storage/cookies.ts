/**
 * First-party cookies (spec §9): path /, SameSite Lax, scoped to the last two labels of the host
 * so that every subdomain of the operator (www, affiliate subdomains) shares them. Localhost and
 * IP addresses get host-only cookies: a Domain attribute would be refused there.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export function cookieDomain(hostname: string): string | null {
  if (/(^|\.)localhost$/.test(hostname) || /^[\d.]+$/.test(hostname) || hostname.includes(':'))
    return null;
  const labels = hostname.split('.').filter(Boolean);
  return labels.length >= 2 ? `.${labels.slice(-2).join('.')}` : null;
}

export function cookieString(
  name: string,
  value: string,
  days: number,
  hostname: string,
  now = Date.now(),
): string {
  const domain = cookieDomain(hostname);
  return [
    `${name}=${encodeURIComponent(value)}`,
    `expires=${new Date(now + days * DAY_MS).toUTCString()}`,
    'path=/',
    'SameSite=Lax',
    ...(domain ? [`domain=${domain}`] : []),
    ...(location.protocol === 'https:' ? ['Secure'] : []),
  ].join('; ');
}

export function setCookie(name: string, value: string, days: number): void {
  document.cookie = cookieString(name, value, days, location.hostname);
}

export function getCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
