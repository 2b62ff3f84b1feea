/**
 * Whether a Content-Security-Policy lets a page load a URL: the source-matching rules of CSP
 * Level 3 (§6.7.2) for what the page's policy uses ('self', 'none', schemes, hosts with a
 * wildcard subdomain or port, paths), so that a test can ask the production policy whether it
 * lets each provider's script in. Hashes, nonces and keywords never match a URL.
 */

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };
const NETWORK = ['http:', 'https:', 'ws:', 'wss:'];
const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?((?:\*\.)?[a-z0-9.-]+)(?::(\d+|\*))?(\/.*)?$/i;

/** The directives of a policy by name, each with its sources. */
export function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // The first of a repeated directive wins (CSP §2.2.1).
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources);
  }
  return map;
}

const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || '';

/** http: upgrades to https: (and ws: to wss:), never the other way. */
function schemeMatches(source: string, scheme: string): boolean {
  if (source === scheme) return true;
  return (source === 'http:' && scheme === 'https:') || (source === 'ws:' && scheme === 'wss:');
}

function pathMatches(source: string, path: string): boolean {
  const decoded = decodeURIComponent(path);
  return source.endsWith('/') ? decoded.startsWith(source) : decoded === source;
}

/** Whether one source expression matches `url` on a page of origin `self`. */
export function sourceMatches(source: string, url: string, self: string): boolean {
  const target = new URL(url);
  const page = new URL(self);
  const lower = source.toLowerCase();
  if (lower === "'self'")
    return target.host === page.host && schemeMatches(page.protocol, target.protocol);
  if (lower.startsWith("'")) return false;
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return schemeMatches(lower, target.protocol);
  // A lone * matches the network schemes and the page's own, never data: or blob:.
  if (lower === '*') return NETWORK.includes(target.protocol) || target.protocol === page.protocol;
  const match = HOST_SOURCE.exec(source);
  if (!match) return false;
  const [, scheme, host = '', port, path] = match;
  if (!schemeMatches(scheme ? `${scheme.toLowerCase()}:` : page.protocol, target.protocol))
    return false;
  const name = host.toLowerCase();
  if (name.startsWith('*.')) {
    if (!target.hostname.endsWith(name.slice(1))) return false;
  } else if (target.hostname !== name) return false;
  if (port !== '*') {
    // No port: the URL's scheme's default one.
    const wanted = port ?? DEFAULT_PORTS[target.protocol];
    const actual = portOf(target);
    // A source naming http's port 80 also matches https on 443 (the upgrade).
    const upgraded = wanted === '80' && target.protocol === 'https:' && actual === '443';
    if (wanted !== actual && !upgraded) return false;
  }
  return path === undefined || path === '/' || pathMatches(path, target.pathname);
}

/** Directives that fall back to another when absent (CSP §6.8.3), for the ones tests ask. */
const FALLBACK: Readonly<Record<string, readonly string[]>> = {
  'script-src-elem': ['script-src-elem', 'script-src', 'default-src'],
  'style-src-elem': ['style-src-elem', 'style-src', 'default-src'],
  'script-src': ['script-src', 'default-src'],
  'style-src': ['style-src', 'default-src'],
  'img-src': ['img-src', 'default-src'],
  'connect-src': ['connect-src', 'default-src'],
  'frame-src': ['frame-src', 'child-src', 'default-src'],
};

/** Whether `policy` lets a page on origin `self` load `url` under `directive`. */
export function policyAllows(policy: string, directive: string, url: string, self: string) {
  const all = directives(policy);
  const name = (FALLBACK[directive] ?? [directive]).find((candidate) => all.has(candidate));
  // No directive and no default-src: the policy says nothing about it.
  if (!name) return true;
  return (all.get(name) ?? []).some((source) => sourceMatches(source, url, self));
}
