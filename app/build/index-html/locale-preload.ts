/**
 * Vite plugin: index.html starts downloading the stored language's file while the entry script
 * is still on its way, instead of after it has run (src/app/first-paint/locale-preload-script.ts,
 * given the hashed URL of each language's file). With nothing stored it preloads the browser's
 * language, else the default; boot-content-script.ts preloads the status's choice when that is
 * another. On the sign-in forms it draws the shell's words from that file (shell-words.ts).
 */
import type { Plugin } from 'vite';
import { inlineScriptPlugin } from './inline-script-plugin';
import type localePreloadScript from '../../src/app/first-paint/locale-preload-script';
import { SHELL_PAGES } from '../../src/app/first-paint/shell-pages';
import { SHELL_WORDS } from '../../src/app/first-paint/shell-words';
import { DEFAULT_LANGUAGE } from '../../src/lib/i18n/request-language';
import { compileInlineScript, firstPaintScript } from './compile-inline-script';

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
    return compileInlineScript<typeof localePreloadScript>(
      firstPaintScript('locale-preload-script'),
      {
        urls,
        fallback: DEFAULT_LANGUAGE.shared,
        words: SHELL_WORDS,
        languages: SHELL_PAGES.languages,
      },
    );
  });
}
