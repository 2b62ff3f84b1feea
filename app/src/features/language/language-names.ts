/**
 * Each language's name as written in it (its endonym), shown by the language selector. Kept out
 * of lib/i18n/languages.ts, which every first paint carries: only this lazy dialog needs them.
 */
import type { Language } from '../../lib/i18n/languages';

export const LANGUAGE_NAMES: Record<Language, string> = {
  CN: '简体中文',
  EN: 'English',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  JA: '日本語',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MY: 'မြန်မာ',
  TA: 'தமிழ்',
  TH: 'ไทย',
  TW: '繁體中文',
  VI: 'Tiếng Việt',
  TY: 'Tagalog',
  UR: 'اردو',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  MS: 'Bahasa Melayu',
  BN: 'বাংলা',
  TR: 'Türkçe',
  FR: 'Français',
  NE: 'नेपाली',
  'UR-LA': 'Roman Urdu',
};
