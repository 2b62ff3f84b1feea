/**
 * The inline script that app/locale-preload.ts puts in index.html (issue 18, the critical path):
 * it preloads the stored language's file (`language`, a plain string, as the theme script reads
 * `theme`) with `<link rel=preload as=fetch crossorigin>` for its hashed URL, which the app's own
 * fetch then takes. The preloading is a function left on `window` (PRELOAD_LOCALE_GLOBAL), which
 * boot-content-script.ts calls with the status's language on a visit with none stored. Kept free
 * of modern syntax: it runs before anything else.
 */
import type { StorageKey } from '../../lib/storage/keys';
import { PRELOAD_LOCALE_GLOBAL } from './boot-content-script';

/** The inline script for these locale URLs (code in lower case → URL). */
export function localePreloadScript(urls: Record<string, string>): string {
  return [
    'try {',
    `  var m = ${JSON.stringify(urls)};`,
    // Left for boot-content-script.ts, which preloads the status's language on a first visit.
    `  var p = window.${PRELOAD_LOCALE_GLOBAL} = function (code) {`,
    // Own keys only: a stored `constructor` names no file.
    '    var k = String(code).toLowerCase();',
    '    if (!Object.prototype.hasOwnProperty.call(m, k)) return;',
    "    var l = document.createElement('link');",
    "    l.rel = 'preload'; l.as = 'fetch'; l.crossOrigin = 'anonymous'; l.href = m[k];",
    '    document.head.appendChild(l);',
    '  };',
    `  p(localStorage.getItem('${'language' satisfies StorageKey}') || '');`,
    '} catch (e) {}',
  ].join('\n');
}
