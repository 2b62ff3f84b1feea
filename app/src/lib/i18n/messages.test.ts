/** Server values set inside a translated sentence keep their own direction (Unicode isolates). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { intlLocale } from './format';
import { translate } from './i18n';
import { format, formatMessage, isolate, type Messages } from './messages';

const load = (file: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'locales', file), 'utf8')) as Messages;
const urdu = load('ur.json');
const english = load('en.json');

describe('interpolated values', () => {
  it('sets a Latin VIP name in an Urdu sentence between FSI and PDI', () => {
    const text = formatMessage(urdu['benefits.level'], intlLocale('UR'), { name: 'Gold 2' }, true);
    expect(text).toBe('VIP درجہ: \u2068Gold 2\u2069');
  });

  it('isolates every text value of an Urdu sentence, each on its own', () => {
    expect(format('{a} اور {b}', { a: 'x', b: 'y' }, true)).toBe(
      `${isolate('x')} اور ${isolate('y')}`,
    );
  });

  it('isolates an Urdu name in an English sentence', () => {
    const text = formatMessage(english['member.greeting'], intlLocale('EN'), { name: 'علی' });
    expect(text).toBe('Hello, \u2068علی\u2069');
  });

  it('leaves left-to-right text in a left-to-right sentence as it is (nothing to reorder)', () => {
    const text = formatMessage(english['benefits.level'], intlLocale('EN'), { name: 'Gold 2' });
    expect(text).toBe('VIP level: Gold 2');
  });

  it('writes numbers and plural counts without isolates, in Urdu too', () => {
    expect(format('Line {n}', { n: 2 }, true)).toBe('Line 2');
    const games = formatMessage(urdu['game.count'], intlLocale('UR'), { count: 3 }, true);
    expect(games).not.toMatch(/[\u2068\u2069]/);
  });

  it('isolates a text value beside the count of a plural message', () => {
    const message = { other: '{count} از {name}' };
    expect(formatMessage(message, 'ur', { count: 2, name: 'Ana' }, true)).toBe(
      '2 از \u2068Ana\u2069',
    );
  });

  it('leaves a missing value visible as its placeholder', () => {
    expect(format('Hello, {name}', {})).toBe('Hello, {name}');
  });
});

describe('translate', () => {
  const state = (language: 'UR' | 'UR-LA' | 'EN', messages: Messages) => ({ language, messages });

  it('isolates in Urdu, and not in Urdu written in Latin script', () => {
    const urduLatin = load('ur-la.json');
    expect(translate(state('UR', urdu), 'benefits.level', { name: 'Gold' })).toContain(
      '\u2068Gold\u2069',
    );
    expect(translate(state('UR-LA', urduLatin), 'benefits.level', { name: 'Gold' })).not.toMatch(
      /[\u2068\u2069]/,
    );
    expect(translate(state('EN', english), 'benefits.level', { name: 'Gold' })).toBe(
      'VIP level: Gold',
    );
  });
});
