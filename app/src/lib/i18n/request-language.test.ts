import { describe, expect, it } from 'vitest';
import { headerLanguage, languageForCall, requestLocale } from './request-language';

describe('request language (spec §1)', () => {
  it.each([
    ['EN', 'en-US'],
    ['en', 'en-US'],
    ['CN', 'zh-CN'],
    ['TW', 'zh-HK'],
    ['RU', 'ru-RU'],
    ['TH', 'th-TH'],
    ['VI', 'vi-VN'],
    ['JA', 'ja-JP'],
    ['PT', 'pt-PT'],
    ['ES', 'es-ES'],
    ['AR', 'ar-SA'],
    ['KM', undefined],
  ])('locale of %s is %s', (code, expected) => {
    expect(requestLocale(code)).toBe(expected);
  });

  it.each([
    ['EN', 'EN'],
    ['pt-br', 'PT-BR'],
    ['ur-la', 'UR-LA'],
    ['CN', 'CN'],
    ['TW', 'CN'],
    ['zh-TW', 'CN'],
    ['zh_hk', 'CN'],
    ['ZH', 'CN'],
    [null, 'CN'],
    ['', 'CN'],
  ])('Language header for %s is %s', (code, expected) => {
    expect(headerLanguage(code)).toBe(expected);
  });

  it.each([
    ['shared', null, 'CN'],
    ['chat', undefined, 'CN'],
    ['gameLaunch', null, 'VI'],
    ['gameLaunch', 'TH', 'TH'],
    ['chat', 'TW', 'CN'],
  ] as const)('%s call with %s → %s', (kind, code, expected) => {
    expect(languageForCall(kind, code)).toBe(expected);
  });
});
