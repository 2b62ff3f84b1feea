/**
 * Vite plugin (issue 18 item 2, the LCP image of /m/home): index.html preloads the first home
 * banner's image remembered from the last visit, with high priority, while the entry script is
 * still on its way. Before, the image was discovered only after the entry, the home content
 * chunk and the content call: the last link of the chain before the largest paint. The script
 * (src/lib/router/lcp-preload-script.ts) needs nothing from the bundle; the server's CSP allows
 * it by its hash, as it does the other inline scripts.
 */
import type { Plugin } from 'vite';
import { inlineScriptPlugin } from './inline-script-plugin';
import { HOME_PATHS } from '../../src/lib/router/paths';
import { lcpPreloadScript } from '../../src/app/first-paint/lcp-preload-script';

export function lcpPreload(): Plugin {
  return inlineScriptPlugin('lcp-preload', () => lcpPreloadScript(HOME_PATHS));
}
