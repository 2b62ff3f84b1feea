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
type LanguageInfo = { htmlLang: string; locale?: string; dir: 'ltr' | 'rtl'; name: string };

/** `<html lang dir>`, formatting locale and the endonym shown in the selector, per code. */
export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  CN: { htmlLang: 'zh-CN', dir: 'ltr', name: '简体中文' },
  EN: { htmlLang: 'en', dir: 'ltr', name: 'English' },
  ES: { htmlLang: 'es', dir: 'ltr', name: 'Español' },
  HI: { htmlLang: 'hi', dir: 'ltr', name: 'हिन्दी' },
  ID: { htmlLang: 'id', dir: 'ltr', name: 'Bahasa Indonesia' },
  JA: { htmlLang: 'ja', dir: 'ltr', name: '日本語' },
  KM: { htmlLang: 'km', dir: 'ltr', name: 'ខ្មែរ' },
  KO: { htmlLang: 'ko', dir: 'ltr', name: '한국어' },
  MY: { htmlLang: 'my', dir: 'ltr', name: 'မြန်မာ' },
  TA: { htmlLang: 'ta', dir: 'ltr', name: 'தமிழ்' },
  TH: { htmlLang: 'th', dir: 'ltr', name: 'ไทย' },
  TW: { htmlLang: 'zh-TW', dir: 'ltr', name: '繁體中文' },
  VI: { htmlLang: 'vi', dir: 'ltr', name: 'Tiếng Việt' },
  TY: { htmlLang: 'tl', locale: 'fil', dir: 'ltr', name: 'Tagalog' },
  UR: { htmlLang: 'ur', dir: 'rtl', name: 'اردو' },
  PT: { htmlLang: 'pt-PT', dir: 'ltr', name: 'Português' },
  'PT-BR': { htmlLang: 'pt-BR', dir: 'ltr', name: 'Português (Brasil)' },
  MS: { htmlLang: 'ms', dir: 'ltr', name: 'Bahasa Melayu' },
  BN: { htmlLang: 'bn', dir: 'ltr', name: 'বাংলা' },
  TR: { htmlLang: 'tr', dir: 'ltr', name: 'Türkçe' },
  FR: { htmlLang: 'fr', dir: 'ltr', name: 'Français' },
  NE: { htmlLang: 'ne', dir: 'ltr', name: 'नेपाली' },
  'UR-LA': { htmlLang: 'ur-Latn', locale: 'en-PK', dir: 'ltr', name: 'Roman Urdu' },
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
