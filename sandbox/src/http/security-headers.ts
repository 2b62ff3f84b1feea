/**
 * Security headers. The policy headers govern documents and workers only, so they go on HTML
 * pages and the service worker and nowhere else: on each of 30-odd scripts of a first visit
 * they were 0.8 KB apiece of nothing. Every response says nosniff. Scripts are allowed by hash,
 * never 'unsafe-inline': each inline <script> of index.html contributes its SHA-256, recomputed
 * when the file changes.
 */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** 'sha256-…' sources for every inline script (one without a src attribute). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Who may frame a page that other sites embed (the image CDN's device page): local apps. */
export const LOCAL_FRAME_ANCESTORS = "'self' http://localhost:* http://127.0.0.1:*";

export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  frameAncestors = "'self'",
  scriptOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...scriptOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self' https: wss: http://localhost:* http://127.0.0.1:*",
    "frame-src 'self' https: http://localhost:* http://127.0.0.1:*",
    "worker-src 'self'",
    // data: carries the built-in manifest template filled in by the app (spec §9).
    "manifest-src 'self' https: data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** What every response carries: a script or an image is never sniffed as something else. */
export const EVERY_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/** A response the policy headers govern: an HTML document, or the service worker's script. */
export function isPolicedResponse(path: string, contentType: string): boolean {
  return /^text\/html\b/i.test(contentType) || /\/sw\.js$/.test(path);
}

/**
 * The headers of a document or a worker (isPolicedResponse). No script origin but the app's
 * own: the ad networks' scripts run only in the pixel frame, on another origin, under the
 * frame's own policy (pixel-frame-policy.ts).
 */
export function securityHeaders(
  scriptHashes: readonly string[],
  scriptOrigins: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, "'self'", scriptOrigins),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...EVERY_RESPONSE_HEADERS,
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
