/**
 * Amounts are shown in the site's currency (its symbol and position win over the locale's) with
 * the currency's ISO minor digits, and typed amounts become integer minor units without floats.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../lib/i18n/languages';
import { currencyDigits, formatAmountInput, formatMoney, parseAmount } from './format';

const PESO = { code: 'PHP', symbol: '₱', position: 'before' } as const;
const REAL = { code: 'BRL', symbol: 'R$', position: 'after' } as const;
/** ICU separates groups with (narrow) no-break spaces in some locales; compare as plain spaces. */
const plain = (text: string) => text.replace(/[\s\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    ['the symbol before, no space', 'EN', 125050, PESO, '₱1,250.50'],
    ['the symbol after, one space', 'PT-BR', 125050, REAL, '1.250,50 R$'],
    [
      'the site symbol before even where the locale puts it after',
      'FR',
      125050,
      { code: 'EUR', symbol: '€', position: 'before' },
      '€1 250,50',
    ],
    [
      'the site symbol after even where the locale puts it before',
      'EN',
      125050,
      { code: 'PHP', symbol: '₱', position: 'after' },
      '1,250.50 ₱',
    ],
    [
      'TLB as PHP (2 digits), the ISO code after when no symbol',
      'EN',
      125050,
      { code: 'TLB', symbol: '', position: 'before' },
      '1,250.50 PHP',
    ],
    [
      'a long code cut to 3 letters',
      'EN',
      125050,
      { code: 'PHPX', symbol: '', position: 'before' },
      '1,250.50 PHP',
    ],
    [
      'a lower-case code',
      'EN',
      125050,
      { code: 'php', symbol: ' ', position: 'before' },
      '1,250.50 PHP',
    ],
    [
      'VND with no minor digits',
      'VI',
      1250000,
      { code: 'VND', symbol: '₫', position: 'after' },
      '1.250.000 ₫',
    ],
    [
      'KWD with 3 minor digits',
      'EN',
      1234567,
      { code: 'KWD', symbol: 'KD', position: 'after' },
      '1,234.567 KD',
    ],
    [
      'no currency at all: the number alone',
      'EN',
      125050,
      { code: '', symbol: '', position: 'before' },
      '1,250.50',
    ],
    ['a negative amount, minus before the symbol', 'EN', -125050, PESO, '-₱1,250.50'],
    ['a negative amount with the symbol after', 'PT-BR', -125050, REAL, '-1.250,50 R$'],
    [
      'a negative amount with the ISO code',
      'EN',
      -5,
      { code: 'TLB', symbol: '', position: 'after' },
      '-0.05 PHP',
    ],
    ['a few centavos', 'EN', 5, PESO, '₱0.05'],
    ['zero', 'EN', 0, PESO, '₱0.00'],
    ['Indian grouping in Hindi', 'HI', 123456789, PESO, '₱12,34,567.89'],
    ['native digits in Bengali', 'BN', 123456789, PESO, '₱১২,৩৪,৫৬৭.৮৯'],
    // The float path (amountMinor / 100 to Intl) writes ...409.90 here: the division rounds.
    [
      'the largest safe integer exactly',
      'EN',
      Number.MAX_SAFE_INTEGER,
      PESO,
      '₱90,071,992,547,409.91',
    ],
    [
      'another amount the float path rounds wrong',
      'EN',
      9007199254740987,
      PESO,
      '₱90,071,992,547,409.87',
    ],
    ['the browser locale before a language is chosen', null, 125050, PESO, undefined],
  ] as const)('%s', (_, language, minor, currency, expected) => {
    const text = plain(formatMoney(language, minor, currency));
    if (expected === undefined) expect(text).toMatch(/^₱1.?250.50$/);
    else expect(text).toBe(expected);
  });

  /** 1,234,567.89 as each language groups it (the digits of lib/i18n/format.test.ts). */
  const GROUPED: Record<Language, string> = {
    CN: '1,234,567.89',
    EN: '1,234,567.89',
    ES: '1.234.567,89',
    HI: '12,34,567.89',
    ID: '1.234.567,89',
    JA: '1,234,567.89',
    KM: '1,234,567.89',
    KO: '1,234,567.89',
    MY: '၁,၂၃၄,၅၆၇.၈၉',
    TA: '12,34,567.89',
    TH: '1,234,567.89',
    TW: '1,234,567.89',
    VI: '1.234.567,89',
    TY: '1,234,567.89',
    UR: '1,234,567.89',
    PT: '1 234 567,89',
    'PT-BR': '1.234.567,89',
    MS: '1,234,567.89',
    BN: '১২,৩৪,৫৬৭.৮৯',
    TR: '1.234.567,89',
    FR: '1 234 567,89',
    NE: '१२,३४,५६७.८९',
    'UR-LA': '1,234,567.89',
  };

  it('covers the 23 languages', () => {
    expect(Object.keys(GROUPED).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s writes the grouped digits with the site symbol', (code) => {
    expect(plain(formatMoney(code, 123456789, PESO))).toBe(`₱${GROUPED[code]}`);
    expect(plain(formatMoney(code, -123456789, REAL))).toMatch(/^-.+ R\$$/);
  });
});

describe('parseAmount', () => {
  it.each([
    ['100', 2, 10000],
    ['100.5', 2, 10050],
    ['100,50', 2, 10050],
    ['100.05', 2, 10005],
    ['0.01', 2, 1],
    ['.5', 2, 50],
    ['100.', 2, 10000],
    ['007', 2, 700],
    ['0', 2, 0],
    ['  250  ', 2, 25000],
    ['１００．５', 2, 10050], // full-width digits from a Japanese or Chinese keyboard
    ['1250000', 0, 1250000],
    ['1.234', 3, 1234],
    ['90071992547409.91', 2, Number.MAX_SAFE_INTEGER],
    // Exact: 1.15 * 100 in floats is 114.99999999999999.
    ['1.15', 2, 115],
    ['4.35', 2, 435],
  ] as const)('%s with %i digits is %i minor', (input, digits, minor) => {
    expect(parseAmount(input, digits)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 2, 'empty'],
    ['   ', 2, 'empty'],
    ['100.505', 2, 'decimals'],
    ['1,000', 2, 'decimals'],
    ['100.5', 0, 'decimals'],
    ['100.0', 0, 'decimals'],
    ['1,000.50', 2, 'invalid'],
    ['1.000,50', 2, 'invalid'],
    ['1 000', 2, 'invalid'],
    ['-5', 2, 'invalid'],
    ['+5', 2, 'invalid'],
    ['1e5', 2, 'invalid'],
    ['0x10', 2, 'invalid'],
    ['Infinity', 2, 'invalid'],
    ['NaN', 2, 'invalid'],
    ['.', 2, 'invalid'],
    ['12a', 2, 'invalid'],
    ['١٢', 2, 'invalid'],
    ['90071992547409.92', 2, 'invalid'],
    ['99999999999999999999', 0, 'invalid'],
  ] as const)('%s with %i digits is refused as %s', (input, digits, error) => {
    expect(parseAmount(input, digits)).toEqual({ ok: false, error });
  });
});

describe('formatAmountInput', () => {
  it.each([
    [10000, 2, '100'],
    [10050, 2, '100.50'],
    [10005, 2, '100.05'],
    [5, 2, '0.05'],
    [0, 2, '0'],
    [1250000, 0, '1250000'],
    [1234567, 3, '1234.567'],
    [Number.MAX_SAFE_INTEGER, 2, '90071992547409.91'],
  ])('%i minor with %i digits is %s', (minor, digits, text) => {
    expect(formatAmountInput(minor, digits)).toBe(text);
  });

  it('is read back by parseAmount', () => {
    for (const minor of [0, 1, 99, 100, 10050, 123456789]) {
      expect(parseAmount(formatAmountInput(minor, 2), 2)).toEqual({ ok: true, minor });
    }
  });
});

describe('currencyDigits', () => {
  it.each([
    ['PHP', 2],
    ['TLB', 2],
    ['VNDX', 0],
    ['kwd', 3],
    ['', 2],
  ])('%s has %i minor digits', (code, digits) => {
    expect(currencyDigits(code)).toBe(digits);
  });
});
