/**
 * The addresses chats open at, pure so each rule has a table test. The session goes
 * only to an origin the operator allowed (status.tokenLinkOrigins, the rule of every link of the
 * app: domains/content/destination.ts), never to any other chat origin.
 */
import { CHAT_REDIRECT_PARAM } from '@wps/contract/customer-service';
import { withSessionParams, type LinkContext } from '../../domains/content/destination';

/** An absolute http(s) URL, or null: a chat at any other address is never opened. */
export function httpUrl(raw: string | null | undefined): URL | null {
  try {
    const url = new URL(raw ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A third-party entry: token and username only for an allowed origin. */
export function entryLink(url: string, ctx: LinkContext): string {
  return withSessionParams(new URL(url), ctx).href;
}

export type PlatformChatParams = { language: string; headerColor: string; title: string };

/**
 * The platform chat (spec §7 redirect flow): when chatUrl carries a redirectUrl, and chatUrl and
 * that value both lie on allowed origins (the token passes through both), the value gets token,
 * language, headerColor, b2c=1 and title. Otherwise chatUrl as the back end gave it. null for an
 * address no frame may open.
 */
export function platformChatLink(
  chatUrl: string,
  params: PlatformChatParams,
  ctx: LinkContext,
): string | null {
  const url = httpUrl(chatUrl);
  if (!url) return null;
  const target = httpUrl(url.searchParams.get(CHAT_REDIRECT_PARAM));
  const allowed = (origin: string) => ctx.tokenLinkOrigins.includes(origin);
  if (!target || !ctx.session || !allowed(url.origin) || !allowed(target.origin)) return url.href;
  target.searchParams.set('token', ctx.session.token);
  target.searchParams.set('language', params.language);
  target.searchParams.set('headerColor', params.headerColor);
  target.searchParams.set('b2c', '1');
  target.searchParams.set('title', params.title);
  url.searchParams.set(CHAT_REDIRECT_PARAM, target.href);
  return url.href;
}
