/**
 * Where a piece of server content sends the player (spec §2 banner click router, activity
 * go-button, announcement links), as data: the caller performs it. Pure, so every rule has a
 * table test.
 */
import { safeInternalPath } from '../router/safe-redirect';

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

/** token and userName as query parameters, only for this origin or an allowed one. */
export function withSessionParams(url: URL, ctx: LinkContext): URL {
  if (!ctx.session) return url;
  const trusted = url.origin === ctx.origin || ctx.tokenLinkOrigins.includes(url.origin);
  if (!trusted) return url;
  const out = new URL(url);
  out.searchParams.set('token', ctx.session.token);
  out.searchParams.set('username', ctx.session.userName);
  return out;
}

/**
 * A link from content: a path under /m routes inside the app; an http(s) URL opens outside
 * (with the session only where trusted); any other scheme (javascript:, data:) goes nowhere.
 */
export function linkDestination(raw: string | null | undefined, ctx: LinkContext): Destination {
  const link = (raw ?? '').trim();
  if (!link) return { kind: 'none' };
  if (link.startsWith('/m')) {
    const path = safeInternalPath(link === '/m' ? '/m/home' : link, ctx.origin);
    if (!path) return { kind: 'none' };
    const url = withSessionParams(new URL(path, ctx.origin), ctx);
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
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
