// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored } from '../storage/storage';
import {
  hasHomescreenQuery,
  recordWebClipLaunch,
  webClipFlagAfter,
  type WebClipFlag,
} from './web-clip';

describe('the web-clip flag (spec §4)', () => {
  it.each<[string, WebClipFlag | null, boolean, boolean, WebClipFlag | null]>([
    ['a tab leaves it unset', null, false, false, null],
    ['a tab with the query leaves it as it is', '1', false, true, '1'],
    ['standalone without the query, unset → 1', null, true, false, '1'],
    ['standalone without the query, already 0 → stays 0', '0', true, false, '0'],
    ['standalone without the query, already 1 → stays 1', '1', true, false, '1'],
    ['the installed app with the query → 0', null, true, true, '0'],
    ['the installed app with the query, was 1 → 0', '1', true, true, '0'],
  ])('%s', (_name, flag, standalone, homescreen, next) => {
    expect(webClipFlagAfter(flag, standalone, homescreen)).toBe(next);
  });

  it.each([
    ['?utm_source=homescreen', true],
    ['?aff=1&utm_source=homescreen', true],
    ['?utm_source=facebook', false],
    ['?utm_source=homescreen2', false],
    ['', false],
  ])('homescreen query in %j: %s', (search, expected) => {
    expect(hasHomescreenQuery(search)).toBe(expected);
  });

  describe('recorded at launch', () => {
    let standalone = false;
    beforeEach(() => {
      localStorage.clear();
      standalone = false;
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: standalone && query === '(display-mode: standalone)',
      }));
    });
    afterEach(() => vi.unstubAllGlobals());

    it('stores 1, then 0 once the installed app opens with the query', () => {
      recordWebClipLaunch('');
      expect(readStored('isWebClip')).toBeNull();
      standalone = true;
      recordWebClipLaunch('?x=1');
      expect(readStored('isWebClip')).toBe('1');
      recordWebClipLaunch('?utm_source=homescreen');
      expect(readStored('isWebClip')).toBe('0');
      recordWebClipLaunch('');
      expect(readStored('isWebClip')).toBe('0');
    });

    it('an iOS home-screen launch counts as standalone', () => {
      Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
      recordWebClipLaunch('');
      expect(readStored('isWebClip')).toBe('1');
      Reflect.deleteProperty(navigator, 'standalone');
    });
  });
});
