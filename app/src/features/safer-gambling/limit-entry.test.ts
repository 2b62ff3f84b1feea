import { describe, expect, it } from 'vitest';
import { parseMinutes } from './limit-entry';

describe('parseMinutes', () => {
  it.each([
    ['one minute', '1', 1],
    ['an hour', '60', 60],
    ['a whole day', '1440', 1440],
    ['spaces around', ' 90 ', 90],
    ['empty', '', null],
    ['zero', '0', null],
    ['over a day', '1441', null],
    ['a fraction', '30.5', null],
    ['a sign', '-5', null],
    ['letters', '1h', null],
  ] as const)('%s', (_name, text, expected) => {
    expect(parseMinutes(text)).toBe(expected);
  });
});
