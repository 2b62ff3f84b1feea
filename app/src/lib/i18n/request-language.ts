/**
 * How the page language is written in requests (spec §1): the Language header in upper case
 * with every Chinese variant sent as CN; locale-style codes for calls that take them; and the
 * defaults of each kind of call. The captcha provider's codes live in captcha-language.ts: only
 * the lazy captcha needs them, and this module is on the first paint.
 */
const LOCALES: Readonly<Record<string, string>> = {
  EN: 'en-US',
  CN: 'zh-CN',
  TW: 'zh-HK',
  RU: 'ru-RU',
  TH: 'th-TH',
  VI: 'vi-VN',
  JA: 'ja-JP',
  PT: 'pt-PT',
  ES: 'es-ES',
  AR: 'ar-SA',
};

/** Defaults when no language is known: CN for chat and shared requests, VI for game launch. */
export const DEFAULT_LANGUAGE = { shared: 'CN', chat: 'CN', gameLaunch: 'VI' } as const;

/** Every Chinese variant is sent as CN (index.html's boot call script uses it too). */
export const CHINESE_PATTERN = /^(CN|TW|HK|ZH)([-_].*)?$/i;

export function isChinese(code: string): boolean {
  return CHINESE_PATTERN.test(code.trim());
}

/** The Language header: upper case, Chinese variants as CN, CN when unknown. */
export function headerLanguage(code: string | null | undefined): string {
  if (!code?.trim()) return DEFAULT_LANGUAGE.shared;
  return isChinese(code) ? 'CN' : code.trim().toUpperCase();
}

/** The locale code of the spec's mapping (EN → en-US, CN → zh-CN, TW → zh-HK, ...), if any. */
export function requestLocale(code: string): string | undefined {
  return LOCALES[code.toUpperCase()];
}

export function languageForCall(
  kind: keyof typeof DEFAULT_LANGUAGE,
  code: string | null | undefined,
): string {
  return code?.trim() ? headerLanguage(code) : DEFAULT_LANGUAGE[kind];
}
