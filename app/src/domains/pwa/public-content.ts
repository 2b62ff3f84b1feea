/**
 * The service worker's cache of public content: what a page already seen keeps
 * to show offline. The rule is written in contract/README.md "Public content in the service
 * worker"; these functions are that rule, used by the worker (app/vite.config.ts runtimeCaching)
 * and by the table test beside them.
 *
 * generateSW copies each function into sw.js by its source text, not its closure: every one of
 * them must stand alone (no reference to anything outside its own body, no imports).
 */
export const PUBLIC_CONTENT_CACHE = 'public-content';

/** How long a saved answer may be shown, and how many the worker keeps (oldest out first). */
export const PUBLIC_CONTENT_LIMITS = { maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 };

/**
 * On a slow network the worker waits this long for the server before it answers from the cache
 * (NetworkFirst): a page never shows yesterday's games while today's are one second away.
 */
export const PUBLIC_CONTENT_TIMEOUT_SECONDS = 3;

type Match = { url: URL; request: Request };

/**
 * Cached: a GET of this site's own /wps content calls that answer the same to every guest of a
 * merchant in a language, sent without the session token and with the site's Merchant header.
 * Never a member call, a POST, a call carrying Authorization, or another origin.
 */
export function isPublicContent({ url, request }: Match): boolean {
  const publicPaths = [
    '/wps/relay/MCSFE_getListAnnouncements',
    '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    '/wps/relay/GCSGAME_newGameVendor',
    '/wps/system/helpCenter',
    '/wps/system/country',
  ];
  return (
    request.method === 'GET' &&
    url.origin === location.origin &&
    publicPaths.includes(url.pathname) &&
    !request.headers.has('Authorization') &&
    /^[\w.-]{1,64}$/.test(request.headers.get('Merchant') ?? '')
  );
}

/**
 * The cache key (a workbox cacheKeyWillBeUsed plugin): the URL without the cache-buster `_`,
 * plus the Merchant and Language headers the answer depends on, so that one merchant's or one
 * language's answer is never shown for another.
 */
export async function publicContentKey({ request }: { request: Request }): Promise<string> {
  const url = new URL(request.url);
  url.searchParams.delete('_');
  url.searchParams.set('~merchant', request.headers.get('Merchant') ?? '');
  url.searchParams.set('~language', request.headers.get('Language') ?? '');
  url.searchParams.sort();
  return Promise.resolve(url.href);
}

/**
 * Saved only when the server said yes (a workbox cacheWillUpdate plugin): a 200 whose envelope is
 * `success: true`. A failure, an error page or a half answer never replaces good saved content.
 */
export async function keepSuccessOnly({
  response,
}: {
  response: Response;
}): Promise<Response | null> {
  if (response.status !== 200) return null;
  try {
    const body = (await response.clone().json()) as { success?: unknown } | null;
    return body?.success === true ? response : null;
  } catch {
    return null;
  }
}
