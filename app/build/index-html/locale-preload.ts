/**
 * Vite plugin (issue 18, the critical path): index.html starts downloading the stored
 * language's file while the entry script is still on its way, instead of after it has run.
 * An inline script reads the stored choice (`language`, a plain string, as the theme script
 * reads `theme`) and adds `<link rel=preload as=fetch crossorigin>` for that file's hashed URL;
 * the app's own fetch of the same URL then takes the preloaded answer. With nothing stored the
 * site's default is not known before the status call: boot-content-script.ts preloads it once the
 * status has named it (src/lib/boot/locale-preload-script.ts). The server's CSP allows the script
 * by its hash, as it does the theme script.
 */
import type { Plugin } from 'vite';
import { inlineScriptPlugin } from './inline-script-plugin';
import { localePreloadScript } from '../../src/app/first-paint/locale-preload-script';

const LOCALE_FILE = /(?:^|\/)src\/lib\/i18n\/locales\/([a-z-]+)\.json$/;

/** index.html's `<!-- locale-preload -->` comes before any stylesheet, which would hold it back. */
export function localePreload(): Plugin {
  return inlineScriptPlugin('locale-preload', (bundle, base) => {
    const urls: Record<string, string> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'asset') continue;
      for (const original of output.originalFileNames) {
        const code = LOCALE_FILE.exec(original)?.[1];
        if (code) urls[code] = `${base}${output.fileName}`;
      }
    }
    if (Object.keys(urls).length === 0) throw new Error('locale-preload: no locale files');
    return localePreloadScript(urls);
  });
}
