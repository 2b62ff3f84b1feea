import { describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, LANGUAGES, resolveLanguage } from './languages';

describe('languages (spec §1)', () => {
  it('has the 23 codes of the spec', () => {
    expect(LANGUAGES).toHaveLength(23);
    expect(new Set(LANGUAGES).size).toBe(23);
  });

  it.each([
    ['EN', ['EN', 'CN'], 'EN'],
    ['en', ['EN', 'CN'], 'EN'],
    ['VI', ['EN', 'CN'], 'EN'],
    ['XX', ['TH', 'EN'], 'TH'],
    [null, ['TH', 'EN'], 'TH'],
    [null, undefined, 'CN'],
    ['KO', undefined, 'KO'],
    ['XX', ['ZZ'], 'CN'],
    ['PT-BR', ['PT', 'PT-BR'], 'PT-BR'],
  ] as const)('chosen %s on a site with %j → %s', (chosen, site, expected) => {
    expect(resolveLanguage(chosen, site)).toBe(expected);
  });

  it('writes Urdu right to left and Roman Urdu left to right', () => {
    expect(LANGUAGE_INFO.UR.dir).toBe('rtl');
    expect(LANGUAGE_INFO['UR-LA'].dir).toBe('ltr');
    expect(LANGUAGES.filter((code) => LANGUAGE_INFO[code].dir === 'rtl')).toEqual(['UR']);
  });
});
