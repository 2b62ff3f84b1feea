import { describe, expect, it } from 'vitest';
import { captchaLanguage } from './captcha-language';

describe('captcha language (spec §1)', () => {
  it.each([
    ['CN', 'zh-cn'],
    ['TW', 'zh-tw'],
    ['HK', 'zh-hk'],
    ['EN', 'en'],
    ['JA', 'ja'],
    ['KO', 'ko'],
    ['ID', 'id'],
    ['ES', 'es'],
    ['TH', 'th'],
    ['VI', 'vi'],
    ['TA', 'ta'],
    ['KM', 'en'],
    ['UR', 'en'],
  ])('captcha language of %s is %s', (code, expected) => {
    expect(captchaLanguage(code)).toBe(expected);
  });
});
