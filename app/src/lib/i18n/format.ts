/**
 * Dates, times, numbers and amounts in the language's real ICU locale. The app's own codes are
 * not locales: `Intl` reads "CN" as an unknown tag (en-US), "TW" as Akan and "UR-LA" as Urdu.
 */
import { LANGUAGE_INFO, type Language } from './languages';

/** The ICU locale of a language; undefined (the browser's) before one is chosen. */
export function intlLocale(language: Language | null): string | undefined {
  if (!language) return undefined;
  const info = LANGUAGE_INFO[language];
  return info.locale ?? info.htmlLang;
}

export function formatDate(
  language: Language | null,
  value: number | Date,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(intlLocale(language), options).format(value);
}

export function formatNumber(
  language: Language | null,
  value: number | bigint,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}
