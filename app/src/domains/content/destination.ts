/**
 * Where a piece of server content sends the player (spec §2 banner click router, activity
 * go-button, announcement links), as data: the caller performs it. Pure, so every rule has a
 * table test.
 */
import { safeInternalPath } from '../../lib/router/safe-redirect';

export type Destination =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

/** Session values a link may carry: only to this origin or an operator's allowed origins. */
export type LinkSession = { token: string; userName: string } | null;

export type LinkContext = {
  origin: string;
  /** status.tokenLinkOrigins: other origins trusted with the token (contract §3). */
  tokenLinkOrigins: readonly string[];
  session: LinkSession;
};

/** Adds a protocol when missing (spec §2 REDIRECT_URL): "example.com/x" -> "https://example.com/x". */
export function withProtocol(link: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(link) ? link : `https://${link.replace(/^\/+/, '')}`;
}

/**
 * token and userName as query parameters, only for a link that leaves the app for an allowed
 * origin (status.tokenLinkOrigins). This origin shares the stored session already, so the token
 * is never put in an address of the app, its history or a Referer.
 */
export function withSessionParams(url: URL, ctx: LinkContext): URL {
  if (!ctx.session || !ctx.tokenLinkOrigins.includes(url.origin)) return url;
  const out = new URL(url);
  out.searchParams.set('token', ctx.session.token);
  out.searchParams.set('username', ctx.session.userName);
  return out;
}

const HTTP_LINK = /^https?:\/\//i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** "/m", "/m/...", "/m?..." and "/m#..." already name an app route. */
const APP_PATH = /^\/m(?:[/?#]|$)/;

/**
 * A link without http as an app route (spec §2: it navigates inside the app): /m paths as they
 * are, any other path under /m ("/help" and "help" -> "/m/help", "/" -> home). The result still
 * passes safeInternalPath, so traversal out of /m/ and backslash tricks go nowhere.
 */
function appPath(link: string, origin: string): string | null {
  if (link.startsWith('//')) return null; // protocol-relative: another origin, never inside
  const path = APP_PATH.test(link) ? link : `/m/${link.replace(/^\/+/, '')}`;
  const home = /^\/m\/?(?=[?#]|$)/;
  return safeInternalPath(home.test(path) ? path.replace(home, '/m/home') : path, origin);
}

export type LinkOptions = {
  /** Go-button REDIRECT_URL (spec §2): "example.com/x" is a site missing its protocol. */
  addProtocol?: boolean;
};

/**
 * A link from content: an http(s) URL opens outside (with the session only where trusted); any
 * other scheme (javascript:, data:, mailto:) goes nowhere; everything else is an app route.
 */
export function linkDestination(
  raw: string | null | undefined,
  ctx: LinkContext,
  options: LinkOptions = {},
): Destination {
  const link = (raw ?? '').trim();
  if (!link) return { kind: 'none' };
  const external = HTTP_LINK.test(link) || (options.addProtocol && !/^[/.]/.test(link));
  if (!external) {
    if (ANY_SCHEME.test(link)) return { kind: 'none' };
    const path = appPath(link, ctx.origin);
    return path ? { kind: 'internal', path } : { kind: 'none' };
  }
  let url: URL;
  try {
    url = new URL(withProtocol(link));
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'none' };
  return { kind: 'external', url: withSessionParams(url, ctx).href };
}
