/** Every language has exactly the source locale's keys and placeholders, and is translated. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { intlLocale } from './format';
import { LANGUAGES } from './languages';

type Value = string | Record<string, string>;
const dir = join(import.meta.dirname, 'locales');
const load = (file: string) =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, Value>;
const source = load('en.json');
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
/** A value's texts: the string, or each plural form. */
const texts = (value: Value | undefined) =>
  typeof value === 'object' ? Object.values(value) : [value ?? ''];
const sourceText = (value: Value | undefined) =>
  typeof value === 'object' ? (value.other ?? '') : (value ?? '');
const pluralKeys = Object.keys(source).filter((key) => typeof source[key] === 'object');

describe('locale files', () => {
  it('exist for exactly the 23 languages', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual(LANGUAGES.map((code) => `${code.toLowerCase()}.json`).sort());
  });

  it('have count-bearing messages in plural forms', () => {
    expect(pluralKeys).toContain('game.count');
  });

  describe.each(LANGUAGES)('%s', (code) => {
    const messages = load(`${code.toLowerCase()}.json`);
    const categories = new Intl.PluralRules(intlLocale(code)).resolvedOptions().pluralCategories;

    it('has no missing and no extra key', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    });

    it('keeps every placeholder and leaves no value empty', () => {
      for (const [key, value] of Object.entries(source)) {
        for (const text of texts(messages[key])) {
          expect(text, key).toBeTruthy();
          expect(placeholders(text), key).toEqual(placeholders(sourceText(value)));
        }
      }
    });

    it('gives each plural message exactly the language’s plural categories', () => {
      for (const key of pluralKeys) {
        const value = messages[key];
        expect(typeof value, key).toBe('object');
        expect(Object.keys(value ?? {}).sort(), key).toEqual([...categories].sort());
      }
    });

    it.skipIf(code === 'EN')('shows no English sentence untranslated', () => {
      const untranslated = Object.keys(source).filter((key) =>
        texts(messages[key]).some((text) => text.length > 12 && texts(source[key]).includes(text)),
      );
      expect(untranslated).toEqual([]);
    });
  });
});
