/**
 * The inline script that app/lcp-preload.ts puts in index.html (issue 18, the critical path):
 * on a home address it preloads the image the last visit's home painted as its largest element
 * (the first banner, remembered in `lcp_image`), so that the image downloads beside the entry
 * script instead of after the script, the content chunk and the content call. The stored value
 * is read as lib/storage writes it (JSON) and checked with the key's own rule
 * (lib/storage/lcp-image-url); anything else preloads nothing. Kept small and free of modern
 * syntax: it runs before anything else.
 *
 * It also hands the image to the page's banner boxes as `--lcp-banner` on <html>: the shell's
 * and then home's skeleton (one rule in styles/shell.css) show it as soon as it is in,
 * in the place and size of the carousel's first slide. So the largest paint of a repeat visit is
 * that image, once downloaded, not the carousel after the entry script, the content chunks and
 * the content call (issue 18).
 *
 * Both steps are one function left on `window` (SHOW_BANNER_GLOBAL), which the content call's
 * script (lib/boot/boot-content-script) calls again with the first banner the answer names: on a
 * first visit that starts the image as soon as the answer is in, and a changed first banner
 * replaces the remembered one before the app has run. The first step alone is a function too
 * (PRELOAD_IMAGE_GLOBAL): that script preloads the lobby's first game icons with it, from the
 * lanes answer, under the same rule.
 */
import type { StorageKey } from '../../lib/storage/keys';
import { LCP_IMAGE_MAX_LENGTH, LCP_IMAGE_URL } from '../../lib/storage/lcp-image-url';

const KEY: StorageKey = 'lcp_image';

/** The CSS custom property the banner boxes read; a `url("…")` value. */
export const LCP_BANNER_VAR = '--lcp-banner';

/** The function that preloads an image address and shows it in the banner boxes. */
export const SHOW_BANNER_GLOBAL = '__wpsShowBanner';

/** The function that preloads an image address, if it passes the rule; true when it does. */
export const PRELOAD_IMAGE_GLOBAL = '__wpsPreloadImage';

export function lcpPreloadScript(homePaths: readonly string[]): string {
  return [
    'try {',
    `  var preload = window.${PRELOAD_IMAGE_GLOBAL} = function (u) {`,
    `    if (typeof u != 'string' || u.length >= ${LCP_IMAGE_MAX_LENGTH} || !/${LCP_IMAGE_URL.source}/.test(u)) return false;`,
    "    var l = document.createElement('link'), s, i;",
    // No crossorigin, as the <img> asks: the image's own request then takes this answer.
    "    l.rel = 'preload'; l.as = 'image'; l.setAttribute('fetchpriority', 'high'); l.href = u;",
    // Once per address, compared resolved: the stored path and the content's full URL match.
    "    s = document.head.querySelectorAll('link[rel=preload]');",
    '    for (i = 0; l && i < s.length; i++) if (s[i].href === l.href) l = null;',
    '    if (l) document.head.appendChild(l);',
    '    return true;',
    '  };',
    `  var show = window.${SHOW_BANNER_GLOBAL} = function (u) {`,
    '    if (!preload(u)) return;',
    // Quotes are the one character the rule lets through that would end a CSS string; %22 is
    // how the URL parser sends them anyway, so the background asks for the preloaded address.
    `    document.documentElement.style.setProperty('${LCP_BANNER_VAR}', 'url("' + u.replace(/"/g, '%22') + '")');`,
    '  };',
    `  if (${JSON.stringify(homePaths)}.indexOf(location.pathname) >= 0)`,
    `    show(JSON.parse(localStorage.getItem('${KEY}')));`,
    '} catch (e) {}',
  ].join('\n');
}
