/**
 * The prerendered shell's inline script (issue 18 item 1), run in index.html's head before the
 * first paint: it picks the skeleton of the page being opened (`data-shell` on <html>, which
 * styles/shell.css reads) and sets the stored language's `lang` and `dir`, so that an Urdu
 * player's shell is right to left from its first frame, as the app will be. The language is the
 * player's choice, else the one last shown; anything else in storage changes nothing. Kept small
 * and free of modern syntax: it runs before anything else.
 */
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

export function shellScript({ kinds, languages, nativeToken, appModeParam }: ShellPages): string {
  const kindOf: Record<string, string> = {};
  for (const [kind, paths] of Object.entries(kinds)) paths.forEach((path) => (kindOf[path] = kind));
  return [
    'try {',
    '  var d = document.documentElement, s = localStorage, o = Object.prototype.hasOwnProperty;',
    `  var k = ${JSON.stringify(kindOf)}, p = location.pathname;`,
    "  d.setAttribute('data-shell', o.call(k, p) ? k[p] : 'page');",
    `  var l = ${JSON.stringify(languages)};`,
    "  var g = (s.getItem('language') || s.getItem('lastLanguage') || '').toUpperCase();",
    '  if (o.call(l, g)) { d.lang = l[g][0]; d.dir = l[g][1]; }',
    // The top download bar's room (lib/app-download/bar-slot): on a phone's browser tab, not in
    // the native shell, an installed web app or the app mode, not closed in this session, and
    // unless the last page that decided showed no bar.
    "  var u = navigator.userAgent || '';",
    '  var a = window.URLSearchParams ? new URLSearchParams(location.search).get(' +
      JSON.stringify(appModeParam) +
      ') : null;',
    '  if ((/Android|iPhone|iPad|iPod/.test(u) || (/Macintosh/.test(u) && navigator.maxTouchPoints > 1)) &&',
    `    u.indexOf(${JSON.stringify(`${nativeToken}/`)}) < 0 && !navigator.standalone &&`,
    "    !(window.matchMedia && window.matchMedia('(display-mode: standalone)').matches) &&",
    '    (a === null || /^\\s*(0|false)\\s*$/i.test(a)) &&',
    `    sessionStorage.getItem('${'hideDownloadBar' satisfies SessionStorageKey}') !== 'true' &&`,
    `    s.getItem('${'download_bar_shown' satisfies StorageKey}') !== 'false')`,
    "    d.setAttribute('data-bar', '');",
    '} catch (e) {}',
  ].join('\n');
}
