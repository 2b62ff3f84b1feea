import { describe, expect, it } from 'vitest';
import { maskUserName } from './masked-name';

describe('maskUserName', () => {
  it.each([
    ['demo01', 'd***01'],
    ['agent01', 'a***01'],
    ['abcd', 'a***cd'],
    ['vip', 'v***'],
    ['😀user😀', '😀***r😀'],
  ])('%s is shown as %s', (name, masked) => {
    expect(maskUserName(name)).toBe(masked);
  });
});
