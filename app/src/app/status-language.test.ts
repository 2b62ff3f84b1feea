// @vitest-environment jsdom
/**
 * The status's language rule applied as soon as the answer is in (main.tsx), a render
 * before Boot's effect would: the same choice, and no second pick of what is already picked.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteStatus } from '@wps/contract/status';
import { writeStored } from '../lib/storage/storage';
import { startStatusLanguage } from './useBootLanguage';

const i18n = vi.hoisted(() => ({ picked: null as string | null, set: [] as string[] }));
vi.mock('../lib/i18n/i18n', () => ({
  pickedLanguage: () => i18n.picked,
  setLanguage: (language: string) => {
    i18n.set.push(language);
    return Promise.resolve();
  },
  useI18n: () => ({ language: null }),
}));

const statusWith = (languages: string[]) => ({ languages }) as unknown as SiteStatus;

beforeEach(() => {
  localStorage.clear();
  i18n.picked = null;
  i18n.set = [];
});

describe('startStatusLanguage', () => {
  it.each([
    ['a first visit takes the site default', null, null, ['VI', 'EN'], ['VI']],
    ['a stored language the site offers stays', 'TH', 'TH', ['EN', 'TH'], []],
    ['a stored language the site does not offer falls back', 'TH', 'TH', ['EN', 'VI'], ['EN']],
    ['a language already picked and offered stays', null, 'JA', ['EN', 'JA'], []],
    ['the stored choice wins over another language picked', 'VI', 'EN', ['EN', 'VI'], ['VI']],
    ['codes the app does not know are passed over', null, null, ['XX', 'ID'], ['ID']],
  ])('%s', (_, stored, picked, languages, expected) => {
    if (stored) writeStored('language', stored);
    i18n.picked = picked;
    startStatusLanguage(statusWith(languages));
    expect(i18n.set).toEqual(expected);
  });
});
