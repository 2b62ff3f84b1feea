import { describe, expect, it } from 'vitest';
import { promptTheme } from './prompt-look';

describe('promptTheme', () => {
  it.each([
    [{ enabled: true, value: 'light' }, 'light'],
    [{ enabled: true, value: 'White' }, 'light'],
    [{ enabled: true, value: 2 }, 'light'],
    [{ enabled: true, value: 'dark' }, 'dark'],
    [{ enabled: true, value: 1 }, 'dark'],
    [{ enabled: true, value: 'sunset' }, undefined],
    [{ enabled: false, value: 'light' }, undefined],
  ])('%j: %s', (theme, expected) => {
    expect(promptTheme({ theme })).toBe(expected);
  });
});
