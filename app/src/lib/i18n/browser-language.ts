/**
 * A first visit's language before the site's status answers (spec §1: a language must be one of
 * the 23): the first of the browser's preferred languages that the app has, read from
 * `navigator.languages`. The prerendered shell's script (app/first-paint/shell-script.ts) reads
 * it once and leaves it on `window` for the language preload, the content call and the app, so
 * that the language file leaves with the status call instead of after it. The status still
 * decides: a guess the site does not offer costs one more file, never a page in its language.
 */
import { isLanguage, type Language } from './languages';

/** Where the shell's script leaves the guess (a code of the 23, or nothing). */
export const BROWSER_LANGUAGE_GLOBAL = '__wpsBrowserLanguage';

/** The codes among the 23 that are a browser tag's primary subtag in upper case, between spaces
 * (the shell's inline script carries this: a string is its shortest form). */
const PLAIN = ' en es hi id ja km ko my ta th vi ms bn tr fr ne ';

/** The code of one BCP 47 tag: Chinese by script or region, Portuguese of Brazil, Roman Urdu,
 * Tagalog as Filipino too, and Indonesian's old `in`. */
function codeOf(tag: string): string | null {
  const lower = tag.toLowerCase();
  const primary = lower.split(/[-_]/)[0] as string;
  if (primary === 'zh') return /hant|[-_](tw|hk|mo)/.test(lower) ? 'TW' : 'CN';
  if (primary === 'pt') return /[-_]br/.test(lower) ? 'PT-BR' : 'PT';
  if (primary === 'ur') return /latn/.test(lower) ? 'UR-LA' : 'UR';
  if (primary === 'tl' || primary === 'fil') return 'TY';
  if (primary === 'in') return 'ID';
  return primary && PLAIN.indexOf(` ${primary} `) >= 0 ? primary.toUpperCase() : null;
}

/** The first of `tags` (most preferred first) that names one of the app's languages. */
export function browserLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const code = codeOf(String(tag));
    if (code) return code as Language;
  }
  return null;
}

/** The guess the shell's script left on this page, when it is one of the 23. */
export function guessedLanguage(): Language | null {
  const guess = (window as unknown as Record<string, unknown>)[BROWSER_LANGUAGE_GLOBAL];
  return typeof guess === 'string' && isLanguage(guess) ? (guess.toUpperCase() as Language) : null;
}
