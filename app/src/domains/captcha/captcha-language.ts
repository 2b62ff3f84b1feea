/** The captcha provider's language codes (spec §1); only the lazily loaded captcha reads them. */
const CAPTCHA: Readonly<Record<string, string>> = {
  CN: 'zh-cn',
  TW: 'zh-tw',
  HK: 'zh-hk',
  EN: 'en',
  JA: 'ja',
  KO: 'ko',
  ID: 'id',
  ES: 'es',
  TH: 'th',
  VI: 'vi',
  TA: 'ta',
};

/** The captcha widget's language: its own code where it has one, else English. */
export function captchaLanguage(code: string): string {
  return CAPTCHA[code.toUpperCase()] ?? 'en';
}
