/**
 * The rule for the remembered LCP image address (the first home banner), written once:
 * the `lcp_image` key's check (keys.ts) uses it, and index.html's inline script carries the same
 * pattern (app/first-paint/lcp-preload-script.ts), which preloads whatever passes it before the app
 * runs. Storage is input like any other, so the address must be one the page could have asked
 * for itself: a same-origin path (one `/`, never `//` or `/\`, which browsers read as another
 * host) or an https: URL; never a space, a control character or a backslash (the URL parser drops
 * tabs and newlines, so `/<tab>/evil.example` would become `//evil.example`); under 2,048
 * characters. Anything else (`javascript:`, `data:`, http:, a bare `/`) preloads nothing.
 */
export const LCP_IMAGE_MAX_LENGTH = 2048;

/** `/` or `https://`, then no `/`; then neither space, control character nor backslash. */
export const LCP_IMAGE_URL = /^(?:\/|https:\/\/)(?!\/)[^\0- \\\x7f]+$/;

export const isLcpImageUrl = (value: unknown): value is string =>
  typeof value == 'string' && value.length < LCP_IMAGE_MAX_LENGTH && LCP_IMAGE_URL.test(value);

/**
 * How many remembered addresses one key may hold (the lobby's first icons): enough for a first
 * screen's row, never a list that would fill the line before the page's own requests.
 */
export const LCP_IMAGES_MAX = 8;

export const isLcpImageUrls = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= LCP_IMAGES_MAX && value.every(isLcpImageUrl);

/**
 * What to store for the image at `src` on a page at `page`, or null when it can't be: a
 * same-origin image as its path, another origin's as its https: URL, as the <img> asks for it.
 */
export function lcpImageAddress(src: string, page: string): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, page);
    const address = url.origin === new URL(page).origin ? url.pathname + url.search : url.href;
    return isLcpImageUrl(address) ? address : null;
  } catch {
    return null;
  }
}
