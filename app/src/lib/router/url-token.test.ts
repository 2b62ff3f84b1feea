import { describe, expect, it } from 'vitest';
import { tokenFromSearch, withoutToken } from './url-token';

describe('token in the address bar', () => {
  it.each([
    ['?token=abc', 'abc'],
    ['?tokens=def', 'def'],
    ['?token=abc&tokens=def', 'abc'],
    ['?token=&tokens=def', 'def'],
    ['?token=%20', null],
    ['?r=1', null],
    ['', null],
  ])('%s → %s', (search, expected) => {
    expect(tokenFromSearch(search)).toBe(expected);
  });

  it('removes both token parameters and the username, and keeps the rest', () => {
    expect(
      withoutToken('https://x.test/m/member/home?token=a&r=1&tokens=b&username=demo01#h'),
    ).toBe('/m/member/home?r=1#h');
    expect(withoutToken('https://x.test/m/news?username=demo01')).toBe('/m/news');
    expect(withoutToken('https://x.test/m/member/home?token=a')).toBe('/m/member/home');
  });
});
