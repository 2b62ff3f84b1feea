/**
 * index.html's language preload (build/index-html/locale-preload.ts): it preloads the file of
 * the language the app is about to pick, with `<link rel=preload as=fetch crossorigin>` for its
 * hashed URL, which the app's own fetch then takes: the stored choice (`language`, a plain
 * string, as the theme script reads `theme`), else the one last shown, else on a first visit
 * the browser's (the shell's script left it: lib/i18n/browser-language.ts), else the build's
 * default. So the file leaves beside the status call, not after it. The preloading is a function
 * left on `window` (PRELOAD_LOCALE_GLOBAL), which boot-content-script.ts calls with the language
 * the status decides; a file preloaded once is not asked for again.
 *
 * On the sign-in forms it leaves a second function (SHELL_WORDS_GLOBAL), which the content
 * call's script calls with the language the status decides: it fetches that file (taking the
 * preload), leaves the answer for the app (lib/i18n/early-messages.ts) and fills the prerendered
 * shell's word slots (shell-words.ts) with it, as text, while the entry script is still on its way.
 * Only the status's language is drawn, never a guess.
 */
import { BROWSER_LANGUAGE_GLOBAL } from '../../lib/i18n/browser-language';
import type { StorageKey } from '../../lib/storage/keys';
import { EARLY_MESSAGES_GLOBAL, type EarlyMessages } from '../../lib/i18n/early-messages';
import { PRELOAD_LOCALE_GLOBAL, SHELL_WORDS_GLOBAL } from './boot-content-script';
import type { ShellWords } from './shell-words';

type LocaleWindow = {
  [PRELOAD_LOCALE_GLOBAL]?: (code: string) => void;
  [SHELL_WORDS_GLOBAL]?: (code: string) => void;
  [EARLY_MESSAGES_GLOBAL]?: EarlyMessages;
  [BROWSER_LANGUAGE_GLOBAL]?: unknown;
};

export type LocalePreloadInput = {
  /** Each language's file: code in lower case → URL. */
  urls: Record<string, string>;
  /** The language when nothing is stored and the browser's is none of the app's. */
  fallback: string;
  /** The sign-in forms' word slots, by path (shell-words.ts). */
  words: ShellWords;
  /** Each language code (upper case) with its `lang` tag and direction. */
  languages: Record<string, readonly [string, 'ltr' | 'rtl']>;
};

/** Fills the shell's word slots of `slots` from a language file, as text; `tags`: its lang, dir. */
function fillWords(slots: ShellWords[string], json: unknown, tags: readonly string[]): void {
  const shell = document.getElementById('shell');
  if (!shell || !json || typeof json !== 'object' || Array.isArray(json)) return;
  const messages = json as Record<string, unknown>;
  const html = document.documentElement;
  html.lang = tags[0] as string;
  html.dir = tags[1] as string;
  for (const slot in slots) {
    const text = messages[slots[slot as keyof typeof slots] as string];
    const element = shell.querySelector(`[data-w="${slot}"]`);
    if (!element || typeof text !== 'string') continue;
    // Words on one line (the switch line) are set apart by a space, as the panels write them:
    // written with the words, never in the HTML, where a blank already drawn would make the
    // line's words no candidate for the largest paint.
    const line = element.parentElement;
    element.textContent =
      line && line.className === 'sh-sw' && element.nextElementSibling ? `${text} ` : text;
  }
  // What styles/shell.css keeps out until the words are in: drawn in the same frame.
  shell.setAttribute('data-words', '');
}

export default function localePreloadScript({
  urls,
  fallback,
  words,
  languages,
}: LocalePreloadInput): void {
  const win = window as unknown as LocaleWindow;
  const own = Object.prototype.hasOwnProperty;
  const asked: Record<string, true> = {};
  // Left for boot-content-script.ts, which preloads the status's language when it is another.
  const preload = (win[PRELOAD_LOCALE_GLOBAL] = (code) => {
    // Own keys only: a stored `constructor` names no file.
    const key = String(code).toLowerCase();
    if (!own.call(urls, key) || asked[key]) return;
    asked[key] = true;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = urls[key] as string;
    document.head.appendChild(link);
  });
  const path = location.pathname;
  if (own.call(words, path) && typeof fetch === 'function')
    win[SHELL_WORDS_GLOBAL] = (code) => {
      const key = String(code).toLowerCase();
      const upper = key.toUpperCase();
      if (!own.call(urls, key) || !own.call(languages, upper)) return;
      const tags = languages[upper] as readonly [string, string];
      const messages = fetch(urls[key] as string).then((answer) =>
        answer.ok ? answer.json() : null,
      );
      win[EARLY_MESSAGES_GLOBAL] = { code: key, messages };
      messages
        .then((json) => fillWords(words[path] as ShellWords[string], json, tags))
        .catch(() => undefined);
    };
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
