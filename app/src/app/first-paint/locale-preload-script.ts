/**
 * index.html's language preload (build/index-html/locale-preload.ts): it preloads the file of
 * the language the app is about to pick, with `<link rel=preload as=fetch crossorigin>` for its
 * hashed URL, which the app's own fetch then takes: the stored choice (`language`, a plain
 * string, as the theme script reads `theme`), else the one last shown, else on a first visit
 * the browser's (the shell's script left it: lib/i18n/browser-language.ts), else the build's
 * default. So the file leaves beside the status call, not after it. The preloading is a function
 * left on `window` (PRELOAD_LOCALE_GLOBAL), which boot-content-script.ts calls with the language
 * the status decides; a file preloaded once is not asked for again.
 */
import { BROWSER_LANGUAGE_GLOBAL } from '../../lib/i18n/browser-language';
import type { StorageKey } from '../../lib/storage/keys';
import { PRELOAD_LOCALE_GLOBAL } from './boot-content-script';

type LocaleWindow = {
  [PRELOAD_LOCALE_GLOBAL]?: (code: string) => void;
  [BROWSER_LANGUAGE_GLOBAL]?: unknown;
};

export type LocalePreloadInput = {
  /** Each language's file: code in lower case → URL. */
  urls: Record<string, string>;
  /** The language when nothing is stored and the browser's is none of the app's. */
  fallback: string;
};

export default function localePreloadScript({ urls, fallback }: LocalePreloadInput): void {
  const win = window as unknown as LocaleWindow;
  const asked: Record<string, true> = {};
  // Left for boot-content-script.ts, which preloads the status's language when it is another.
  const preload = (win[PRELOAD_LOCALE_GLOBAL] = (code) => {
    // Own keys only: a stored `constructor` names no file.
    const key = String(code).toLowerCase();
    if (!Object.prototype.hasOwnProperty.call(urls, key) || asked[key]) return;
    asked[key] = true;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = urls[key] as string;
    document.head.appendChild(link);
  });
  const guess = win[BROWSER_LANGUAGE_GLOBAL];
  let code = typeof guess === 'string' && guess ? guess : fallback;
  try {
    code =
      localStorage.getItem('language' satisfies StorageKey) ||
      localStorage.getItem('lastLanguage' satisfies StorageKey) ||
      code;
  } catch {
    // Storage refused: the browser's language, or the default.
  }
  preload(code);
}
