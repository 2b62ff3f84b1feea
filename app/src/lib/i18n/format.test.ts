/**
 * Dates and numbers are formatted in each language's real ICU locale, never in the app code
 * passed straight to `Intl` (which made CN English, TW Akan and UR-LA Urdu script).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, intlLocale } from './format';
import { LANGUAGES, type Language } from './languages';

/** Locale ICU resolves to, month of 5 January 2026 as written there, 1234567.5 as written there. */
const TABLE: Record<Language, [locale: string, month: string, number: string]> = {
  CN: ['zh-CN', '2026年1月5日', '1,234,567.5'],
  EN: ['en', 'January', '1,234,567.5'],
  ES: ['es', 'enero', '1.234.567,5'],
  HI: ['hi', 'जनवरी', '12,34,567.5'],
  ID: ['id', 'Januari', '1.234.567,5'],
  JA: ['ja', '2026年1月5日', '1,234,567.5'],
  KM: ['km', 'មករា', '1,234,567.5'],
  KO: ['ko', '2026년 1월 5일', '1,234,567.5'],
  MY: ['my', 'ဇန်နဝါရီ', '၁,၂၃၄,၅၆၇.၅'],
  TA: ['ta', 'ஜனவரி', '12,34,567.5'],
  TH: ['th', 'มกราคม', '1,234,567.5'],
  TW: ['zh-TW', '2026年1月5日', '1,234,567.5'],
  VI: ['vi', 'tháng 1', '1.234.567,5'],
  TY: ['fil', 'Enero', '1,234,567.5'],
  UR: ['ur', 'جنوری', '1,234,567.5'],
  PT: ['pt-PT', 'janeiro', '1 234 567,5'],
  'PT-BR': ['pt-BR', 'janeiro', '1.234.567,5'],
  MS: ['ms', 'Januari', '1,234,567.5'],
  BN: ['bn', 'জানুয়ারি', '১২,৩৪,৫৬৭.৫'],
  TR: ['tr', 'Ocak', '1.234.567,5'],
  FR: ['fr', 'janvier', '1 234 567,5'],
  NE: ['ne', 'जनवरी', '१२,३४,५६७.५'],
  'UR-LA': ['en-PK', 'January', '1,234,567.5'],
};

const day = Date.UTC(2026, 0, 5, 12, 0);
/** ICU separates groups with (narrow) no-break spaces in some locales; compare as plain spaces. */
const plain = (text: string) => text.replace(/[\s\u202f]/g, ' ');

describe('formatting in the language’s real locale', () => {
  it('covers the 23 codes', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s', (code) => {
    const [locale, month, number] = TABLE[code];
    const date = new Intl.DateTimeFormat(intlLocale(code), { timeZone: 'UTC' });
    expect(date.resolvedOptions().locale).toBe(locale);
    expect(formatDate(code, day, { dateStyle: 'long', timeZone: 'UTC' })).toContain(month);
    expect(plain(formatNumber(code, 1234567.5))).toBe(number);
  });

  it('writes Roman Urdu dates in Latin script and Urdu ones in Arabic script', () => {
    const arabic = /[\u0600-\u06ff]/;
    expect(formatDate('UR-LA', day, { dateStyle: 'medium' })).not.toMatch(arabic);
    expect(formatDate('UR', day, { dateStyle: 'medium' })).toMatch(arabic);
  });

  it('falls back to the browser locale before a language is chosen', () => {
    expect(intlLocale(null)).toBeUndefined();
  });
});

describe('the app formats through lib/i18n/format only', () => {
  const src = join(import.meta.dirname, '../..');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const direct =
    /new Intl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat|PluralRules)\(|\.toLocale\w*String\(/;

  it('has no other Intl formatter or toLocale*String call', () => {
    const offenders = files.filter(
      (file) =>
        relative(import.meta.dirname, join(src, file)).startsWith('..') &&
        direct.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
