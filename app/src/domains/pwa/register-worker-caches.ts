/**
 * Names the worker's build configuration (app/vite.config.ts) and the page's registration share:
 * the page warms the worker's locale cache with the language file it fetched before the worker
 * controlled it, so an offline visit right after the first one still reads in its language.
 */
export const LOCALE_CACHE = 'locales';

/** One JSON file a language: /m/assets/<code>-<hash>.json (matched against the whole URL). */
export const LOCALE_FILE = /\/assets\/[a-z-]+-[\w-]+\.json$/;
