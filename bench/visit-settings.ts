/**
 * Lighthouse's settings for one bench visit. A first visit starts from nothing: Lighthouse's own
 * reset clears only the cache, the service worker and Cache Storage (its default
 * `clearStorageTypes`), so without the rest every run after a page's first would keep what the
 * run before stored: the merchant, the language, the remembered first banner and icons, which
 * make the next load a returning player's. A repeat visit keeps everything the visit before left.
 */
import { defaultConfig } from 'lighthouse';

/** What the app and its inline scripts keep between visits, on top of Lighthouse's reset. */
export const PLAYER_STORAGE = ['local_storage', 'indexeddb', 'cookies'] as const;

export function visitSettings(repeat: boolean, applied: boolean) {
  const reset = defaultConfig.settings?.clearStorageTypes ?? [];
  return {
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance'],
    disableStorageReset: repeat,
    clearStorageTypes: [...new Set([...reset, ...PLAYER_STORAGE])],
    throttlingMethod: applied ? ('devtools' as const) : ('simulate' as const),
  };
}
