import { describe, expect, it } from 'vitest';
import type { Banner } from '@wps/contract/content';
import { fileNameOf, welcomeQueue } from './welcome-popups';

const b = (bannerId: number, groupName: string, url: string): Banner => ({
  bannerId,
  groupName,
  url,
});
const banners = [
  b(2, 'm_popup2', '/cdn/two.png?v=1'),
  b(1, 'm_popup1', '/cdn/one.png'),
  b(3, 'm_home', '/h.png'),
];
const groups = ['m_popup1', 'm_popup2'];

describe('welcomeQueue (spec §4)', () => {
  it.each<[string, Record<string, string>, string[], number[]]>([
    ['banner1 then banner2', {}, [], [1, 2]],
    ['a saved file name is skipped', { m_popup1: 'one.png' }, [], [2]],
    ['a changed file name shows again', { m_popup1: 'old.png', m_popup2: 'two.png' }, [], [1]],
    ['dismissed this session', {}, ['m_popup1'], [2]],
    ['nothing left', { m_popup1: 'one.png', m_popup2: 'two.png' }, [], []],
  ])('%s', (_name, saved, dismissed, ids) => {
    expect(welcomeQueue(banners, groups, saved, new Set(dismissed)).map((x) => x.bannerId)).toEqual(
      ids,
    );
  });

  it('reads the file name without query or folders', () => {
    expect(fileNameOf('https://cdn.test/a/b/pic.png?x=1#y')).toBe('pic.png');
  });
});
