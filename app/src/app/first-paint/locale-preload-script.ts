/**
 * index.html's language preload (build/index-html/locale-preload.ts): it preloads the stored
 * language's file (`language`, a plain string, as the theme script reads `theme`) with
 * `<link rel=preload as=fetch crossorigin>` for its hashed URL, which the app's own fetch then
 * takes. The preloading is a function left on `window` (PRELOAD_LOCALE_GLOBAL), which
 * boot-content-script.ts calls with the status's language on a visit with none stored.
 */
import type { StorageKey } from '../../lib/storage/keys';
import { PRELOAD_LOCALE_GLOBAL } from './boot-content-script';

type LocaleWindow = { [PRELOAD_LOCALE_GLOBAL]?: (code: string) => void };

/** Preloads these locale URLs (code in lower case → URL). */
export default function localePreloadScript(urls: Record<string, string>): void {
  try {
    // Left for boot-content-script.ts, which preloads the status's language on a first visit.
    const preload = ((window as unknown as LocaleWindow)[PRELOAD_LOCALE_GLOBAL] = (code) => {
      // Own keys only: a stored `constructor` names no file.
      const key = String(code).toLowerCase();
      if (!Object.prototype.hasOwnProperty.call(urls, key)) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = urls[key] as string;
      document.head.appendChild(link);
    });
    preload(localStorage.getItem('language' satisfies StorageKey) || '');
  } catch {
    // Storage refused: the app fetches the file itself.
  }
}
