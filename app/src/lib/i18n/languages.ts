/** The 23 language codes of spec §1, and how each is written on the page. */
export const LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
] as const;

export type Language = (typeof LANGUAGES)[number];

/**
 * `htmlLang` is the BCP 47 tag for `<html lang>` and the ICU locale that `Intl` formats dates and
 * numbers in, unless `locale` names another: ICU has no data for
 * Urdu in Latin script (ur-Latn falls back to Arabic-script Urdu), so Roman Urdu formats as
 * Pakistani English (en-PK: Latin script, Pakistani conventions).
 */
type LanguageInfo = { htmlLang: string; locale?: string; dir: 'ltr' | 'rtl' };

/**
 * `<html lang dir>` and the formatting locale, per code. The endonyms the selector shows are in
 * features/language/language-names.ts: only that lazy dialog needs them.
 */
export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  CN: { htmlLang: 'zh-CN', dir: 'ltr' },
  EN: { htmlLang: 'en', dir: 'ltr' },
  ES: { htmlLang: 'es', dir: 'ltr' },
  HI: { htmlLang: 'hi', dir: 'ltr' },
  ID: { htmlLang: 'id', dir: 'ltr' },
  JA: { htmlLang: 'ja', dir: 'ltr' },
  KM: { htmlLang: 'km', dir: 'ltr' },
  KO: { htmlLang: 'ko', dir: 'ltr' },
  MY: { htmlLang: 'my', dir: 'ltr' },
  TA: { htmlLang: 'ta', dir: 'ltr' },
  TH: { htmlLang: 'th', dir: 'ltr' },
  TW: { htmlLang: 'zh-TW', dir: 'ltr' },
  VI: { htmlLang: 'vi', dir: 'ltr' },
  TY: { htmlLang: 'tl', locale: 'fil', dir: 'ltr' },
  UR: { htmlLang: 'ur', dir: 'rtl' },
  PT: { htmlLang: 'pt-PT', dir: 'ltr' },
  'PT-BR': { htmlLang: 'pt-BR', dir: 'ltr' },
  MS: { htmlLang: 'ms', dir: 'ltr' },
  BN: { htmlLang: 'bn', dir: 'ltr' },
  TR: { htmlLang: 'tr', dir: 'ltr' },
  FR: { htmlLang: 'fr', dir: 'ltr' },
  NE: { htmlLang: 'ne', dir: 'ltr' },
  'UR-LA': { htmlLang: 'ur-Latn', locale: 'en-PK', dir: 'ltr' },
};

export function isLanguage(code: string | null | undefined): code is Language {
  return !!code && (LANGUAGES as readonly string[]).includes(code.toUpperCase());
}

/**
 * The language to use (spec §1): the chosen one when the site supports it, else the site's
 * default (first of its list), else the first supported code.
 */
export function resolveLanguage(
  chosen: string | null | undefined,
  site?: readonly string[],
): Language {
  const supported = (site ?? []).map((c) => c.toUpperCase()).filter(isLanguage);
  const pool: readonly Language[] = supported.length ? supported : LANGUAGES;
  const wanted = chosen?.toUpperCase();
  if (wanted && (pool as readonly string[]).includes(wanted)) return wanted as Language;
  return pool[0] ?? 'CN';
}
