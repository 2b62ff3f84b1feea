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
 * (styles/shell.css) and then home's skeleton (styles/components.css) show it as soon as it is in,
 * in the place and size of the carousel's first slide. So the largest paint of a repeat visit is
 * that image, once downloaded, not the carousel after the entry script, the content chunks and
 * the content call (issue 18). When the content then names another first banner, the carousel
 * shows it in that same box.
 */
import type { StorageKey } from '../storage/keys';
import { LCP_IMAGE_MAX_LENGTH, LCP_IMAGE_URL } from '../storage/lcp-image-url';

const KEY: StorageKey = 'lcp_image';

/** The CSS custom property the banner boxes read; a `url("…")` value. */
export const LCP_BANNER_VAR = '--lcp-banner';

export function lcpPreloadScript(homePaths: readonly string[]): string {
  return [
    'try {',
    `  if (${JSON.stringify(homePaths)}.indexOf(location.pathname) >= 0) {`,
    `    var u = JSON.parse(localStorage.getItem('${KEY}'));`,
    `    if (typeof u == 'string' && u.length < ${LCP_IMAGE_MAX_LENGTH} && /${LCP_IMAGE_URL.source}/.test(u)) {`,
    "      var l = document.createElement('link');",
    // No crossorigin, as the <img> asks: the image's own request then takes this answer.
    "      l.rel = 'preload'; l.as = 'image'; l.setAttribute('fetchpriority', 'high'); l.href = u;",
    '      document.head.appendChild(l);',
    // Quotes are the one character the rule lets through that would end a CSS string; %22 is
    // how the URL parser sends them anyway, so the background asks for the preloaded address.
    `      document.documentElement.style.setProperty('${LCP_BANNER_VAR}', 'url("' + u.replace(/"/g, '%22') + '")');`,
    '    }',
    '  }',
    '} catch (e) {}',
  ].join('\n');
}
