/**
 * redirectUrl and backUrl come from the address bar, so anyone can craft them. They are followed
 * only to same-origin paths under /m/; anything else (other origins, protocol-relative and
 * backslash tricks, javascript:/data: URLs, userinfo, control characters, traversal out of /m/)
 * is refused, and the caller goes to /m/home instead.
 */
const APP_PREFIX = '/m/';
// C0 controls, DEL and C1 controls: browsers strip or reinterpret some of them (tab, newline)
// while parsing, which is how "java\tscript:" and "/\t/evil.example" get through naive checks.
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

export function safeInternalPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw || hasControlCharacter(raw)) return null;
  const value = raw.trim();
  if (!value || value.includes('\\')) return null;
  // Only a path ("/m/...") or an absolute http(s) URL of this very origin may be followed.
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return null;
  if (value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  // The URL parser has already resolved "." and ".." (also when percent-encoded).
  if (!url.pathname.startsWith(APP_PREFIX) || /%2f|%5c/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The parameters that name where to go next (spec §2). */
export const REDIRECT_PARAMS = ['redirectUrl', 'backUrl'] as const;

/** A redirectUrl or backUrl in the address bar suppresses auto-login (spec §2). */
export function suppressesAutoLogin(search: string): boolean {
  const params = new URLSearchParams(search);
  return REDIRECT_PARAMS.some((name) => params.has(name));
}

/** Where to go after logging in: a safe redirect target, else /m/home (spec §2). */
export function afterLoginPath(search: string, origin: string, home: string): string {
  const params = new URLSearchParams(search);
  for (const name of REDIRECT_PARAMS) {
    const target = safeInternalPath(params.get(name), origin);
    if (target) return target;
  }
  return home;
}
