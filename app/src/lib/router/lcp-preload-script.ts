/**
 * The inline script that app/lcp-preload.ts puts in index.html (issue 18, the critical path):
 * on a home address it preloads the image the last visit's home painted as its largest element
 * (the first banner, remembered in `lcp_image`), so that the image downloads beside the entry
 * script instead of after the script, the content chunk and the content call. The stored value
 * is read as lib/storage writes it (JSON) and checked with the key's own rule
 * (lib/storage/lcp-image-url); anything else preloads nothing. Kept small and free of modern
 * syntax: it runs before anything else.
 */
import type { StorageKey } from '../storage/keys';
import { LCP_IMAGE_MAX_LENGTH, LCP_IMAGE_URL } from '../storage/lcp-image-url';

const KEY: StorageKey = 'lcp_image';

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
    '    }',
    '  }',
    '} catch (e) {}',
  ].join('\n');
}
