/**
 * Vite plugin: index.html preloads the first home banner's image remembered from the last visit
 * (on /m/game, the lobby's first icons), with high priority, while the entry script is still on
 * its way, rather than once the entry, the page's chunks and its call have named it. The script
 * (src/app/first-paint/lcp-preload-script.ts) needs nothing from the bundle.
 */
import type { Plugin } from 'vite';
import type lcpPreloadScript from '../../src/app/first-paint/lcp-preload-script';
import { HOME_PATHS, Paths } from '../../src/lib/router/paths';
import { compileInlineScript, firstPaintScript } from './compile-inline-script';
import { inlineScriptPlugin } from './inline-script-plugin';

export function lcpPreload(): Plugin {
  return inlineScriptPlugin('lcp-preload', () =>
    compileInlineScript<typeof lcpPreloadScript>(firstPaintScript('lcp-preload-script'), {
      homePaths: HOME_PATHS,
      lobbyPaths: [Paths.game],
    }),
  );
}
