import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browser-language';
import { LANGUAGES } from './languages';

describe('browserLanguage', () => {
  it.each([
    [['en-US', 'en'], 'EN'],
    [['vi-VN'], 'VI'],
    [['zh-CN'], 'CN'],
    [['zh'], 'CN'],
    [['zh-Hans-CN'], 'CN'],
    [['zh-TW'], 'TW'],
    [['zh-HK'], 'TW'],
    [['zh-Hant'], 'TW'],
    [['zh_TW'], 'TW'],
    [['pt-BR'], 'PT-BR'],
    [['pt-PT'], 'PT'],
    [['pt'], 'PT'],
    [['ur-PK'], 'UR'],
    [['ur-Latn-PK'], 'UR-LA'],
    [['fil-PH'], 'TY'],
    [['tl'], 'TY'],
    [['in-ID'], 'ID'],
    [['id'], 'ID'],
    [['EN-gb'], 'EN'],
    [['km-KH'], 'KM'],
    [['my-MM'], 'MY'],
    [['ne-NP'], 'NE'],
    [['bn-BD'], 'BN'],
    // The first the app has wins; one it lacks is passed over.
    [['de-DE', 'ru', 'th-TH', 'en'], 'TH'],
    [['ko', 'ja'], 'KO'],
    [['de-DE', 'ru'], null],
    [[], null],
    [[''], null],
    // Not a language that merely starts like one.
    [['enx', 'esperanto'], null],
  ] as const)('%j → %s', (tags, expected) => {
    expect(browserLanguage(tags)).toBe(expected);
  });

  it('answers only codes of the 23', () => {
    const tags = ['en', 'es', 'hi', 'id', 'ja', 'km', 'ko', 'my', 'ta', 'th', 'vi', 'ms', 'bn'];
    for (const tag of [
      ...tags,
      'tr',
      'fr',
      'ne',
      'zh',
      'zh-TW',
      'pt',
      'pt-BR',
      'ur',
      'ur-Latn',
      'tl',
    ])
      expect(LANGUAGES).toContain(browserLanguage([tag]));
  });
});
