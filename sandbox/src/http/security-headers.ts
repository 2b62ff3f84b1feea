/**
 * Security headers. The policy headers govern documents and workers only, so they go on HTML
 * pages and the service worker and nowhere else: on each of 30-odd scripts of a first visit
 * they were 0.8 KB apiece of nothing. Every response says nosniff. Inline scripts and styles are
 * allowed by hash, never 'unsafe-inline': each inline <script> and <style> of index.html
 * contributes its SHA-256, recomputed when the file changes.
 *
 * The page's policy is the production one (what nginx sends), built from the providers' list
 * (provider-origins.ts). The sandbox adds its loopback stand-ins to it and nothing else, so what
 * the browser tests run under differs from production by those origins only.
 */
import { createHash } from 'node:crypto';
import { SANDBOX_LOOPBACK_ORIGINS } from './pixel-frame-policy.ts';
import { providerSources } from './provider-origins.ts';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

const sha256 = (body: string) =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** 'sha256-…' sources for every inline script (one without a src attribute). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}

/** 'sha256-…' sources for every <style> block (the first paint's inline tokens and shell). */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_STYLE)].map(([, body = '']) => sha256(body)))];
}

/** The hashes a page's policy allows its inline code by. */
export type InlineHashes = { scripts: readonly string[]; styles: readonly string[] };

export const NO_INLINE: InlineHashes = { scripts: [], styles: [] };

export function inlineHashes(html: string): InlineHashes {
  return { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) };
}

/** Who may frame a page that other sites embed (the image CDN's device page): local apps. */
export const LOCAL_FRAME_ANCESTORS = ["'self'", ...SANDBOX_LOOPBACK_ORIGINS].join(' ');

export type PolicyOptions = {
  /** frame-ancestors: the page's own origin unless another site embeds it. */
  frameAncestors?: string;
  /** Origins of local stand-ins for the providers, CDN, lines and games (the sandbox's). */
  standIns?: readonly string[];
};

export function contentSecurityPolicy(
  hashes: InlineHashes,
  { frameAncestors = "'self'", standIns = [] }: PolicyOptions = {},
): string {
  const directive = (name: string, ...sources: readonly string[]) => [name, ...sources].join(' ');
  return [
    "default-src 'self'",
    directive('script-src', "'self'", ...hashes.scripts, ...providerSources('script')),
    directive('style-src', "'self'", ...hashes.styles, ...providerSources('style')),
    directive('img-src', "'self'", 'data:', 'blob:', 'https:', ...standIns),
    "font-src 'self' data:",
    directive('connect-src', "'self'", 'https:', 'wss:', ...standIns),
    directive('frame-src', "'self'", 'https:', ...standIns),
    "worker-src 'self'",
    // data: carries the built-in manifest template filled in by the app (spec §9).
    "manifest-src 'self' https: data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** The production page's policy: the providers' origins, no local one. */
export const productionPolicy = (hashes: InlineHashes) => contentSecurityPolicy(hashes);

/** The policy the sandbox serves the app with: production's plus its loopback stand-ins. */
export const sandboxPolicy = (hashes: InlineHashes, frameAncestors?: string) =>
  contentSecurityPolicy(hashes, {
    standIns: SANDBOX_LOOPBACK_ORIGINS,
    ...(frameAncestors ? { frameAncestors } : {}),
  });

/** What every response carries: a script or an image is never sniffed as something else. */
export const EVERY_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/** A response the policy headers govern: an HTML document, or the service worker's script. */
export function isPolicedResponse(path: string, contentType: string): boolean {
  return /^text\/html\b/i.test(contentType) || /\/sw\.js$/.test(path);
}

/**
 * The headers of a document or a worker (isPolicedResponse). No ad network's script origin: the
 * pixels run only in the pixel frame, on another origin, under the frame's own policy
 * (pixel-frame-policy.ts). Production passes no stand-ins.
 */
export function securityHeaders(
  hashes: InlineHashes,
  standIns: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(hashes, { standIns }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...EVERY_RESPONSE_HEADERS,
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
