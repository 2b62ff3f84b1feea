/** Every language has exactly the source locale's keys and placeholders, and is translated. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const dir = join(import.meta.dirname, 'locales');
const load = (file: string) =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
const source = load('en.json');
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('locale files', () => {
  it('exist for exactly the 23 languages', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual(LANGUAGES.map((code) => `${code.toLowerCase()}.json`).sort());
  });

  describe.each(LANGUAGES.filter((code) => code !== 'EN'))('%s', (code) => {
    const messages = load(`${code.toLowerCase()}.json`);

    it('has no missing and no extra key', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    });

    it('keeps every placeholder and leaves no value empty', () => {
      for (const [key, text] of Object.entries(source)) {
        expect(messages[key], key).toBeTruthy();
        expect(placeholders(messages[key] ?? ''), key).toEqual(placeholders(text));
      }
    });

    it('shows no English sentence untranslated', () => {
      const untranslated = Object.keys(source).filter(
        (key) => (source[key] ?? '').length > 12 && messages[key] === source[key],
      );
      expect(untranslated).toEqual([]);
    });
  });
});
