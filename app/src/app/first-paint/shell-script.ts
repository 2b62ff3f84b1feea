/**
 * The prerendered shell's inline script (build/index-html/prerender-shell.ts), run in
 * index.html's head before the first paint: it picks the skeleton of the page being opened
 * (`data-shell` on <html>, which styles/shell.css reads) and sets the stored language's `lang`
 * and `dir`, so that an Urdu player's shell is right to left from its first frame, as the app will
 * be. The language is the player's choice, else the one last shown, else on a first visit the
 * browser's (lib/i18n/browser-language.ts); anything else in storage changes nothing.
 */
import { BROWSER_LANGUAGE_GLOBAL, browserLanguage } from '../../lib/i18n/browser-language';
import type { SessionStorageKey, StorageKey } from '../../lib/storage/keys';
import type { ShellKind } from './shell-markup';

export type ShellPages = {
  /** The native shell's user-agent token (contract download.ts): no download bar there. */
  nativeToken: string;
  /** The query parameter of the operator's app mode (lib/router/tracking appModeIn). */
  appModeParam: string;
  /** Each page kind with the paths that open it; any other path is a plain page. */
  kinds: Partial<Record<Exclude<ShellKind, 'page'>, readonly string[]>>;
  /** Each language code (upper case, as stored) with its `lang` tag and direction. */
  languages: Record<string, readonly [string, 'ltr' | 'rtl']>;
};

/** The script's input: each path's page kind, where the pages list each kind's paths. */
type ShellInput = Omit<ShellPages, 'kinds' | 'nativeToken'> & {
  kindOf: Record<string, string>;
  /** The native shell's token as it appears in a user agent, with its `/`. */
  nativeAgent: string;
};

export function shellInput({
  kinds,
  languages,
  nativeToken,
  appModeParam,
}: ShellPages): ShellInput {
  const kindOf: Record<string, string> = {};
  for (const [kind, paths] of Object.entries(kinds)) paths.forEach((path) => (kindOf[path] = kind));
  return { kindOf, languages, nativeAgent: `${nativeToken}/`, appModeParam };
}

/** What an older browser may lack. */
type OldBrowser = {
  URLSearchParams?: unknown;
  matchMedia?: Window['matchMedia'];
  standalone?: boolean;
};

export default function shellScript(input: ShellInput): void {
  try {
    const html = document.documentElement;
    const own = Object.prototype.hasOwnProperty;
    const { kindOf, languages } = input;
    const path = location.pathname;
    html.setAttribute('data-shell', own.call(kindOf, path) ? (kindOf[path] as string) : 'page');
    // A first visit's guess, left for the language preload, the content call and the app
    // (lib/i18n/browser-language.ts); before storage, which may refuse.
    const guess = browserLanguage(navigator.languages || [navigator.language || '']);
    (window as unknown as Record<string, unknown>)[BROWSER_LANGUAGE_GLOBAL] = guess;
    const code = (
      localStorage.getItem('language' satisfies StorageKey) ||
      localStorage.getItem('lastLanguage' satisfies StorageKey) ||
      guess ||
      ''
    ).toUpperCase();
    if (own.call(languages, code)) {
      const tags = languages[code] as readonly [string, string];
      html.lang = tags[0];
      html.dir = tags[1];
    }
    // The top download bar's room (domains/app-download/bar-slot): on a phone's browser tab, not in
    // the native shell, an installed web app or the app mode, not closed in this session, and
    // unless the last page that decided showed no bar.
    const agent = navigator.userAgent || '';
    const win = window as unknown as OldBrowser;
    const appMode = win.URLSearchParams
      ? new URLSearchParams(location.search).get(input.appModeParam)
      : null;
    if (
      (/Android|iPhone|iPad|iPod/.test(agent) ||
        (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)) &&
      agent.indexOf(input.nativeAgent) < 0 &&
      !(navigator as OldBrowser).standalone &&
      !(win.matchMedia && win.matchMedia('(display-mode: standalone)').matches) &&
      (appMode === null || /^\s*(0|false)\s*$/i.test(appMode)) &&
      sessionStorage.getItem('hideDownloadBar' satisfies SessionStorageKey) !== 'true' &&
      localStorage.getItem('download_bar_shown' satisfies StorageKey) !== 'false'
    )
      html.setAttribute('data-bar', '');
  } catch {
    // Storage refused: the shell stays as the HTML draws it.
  }
}
