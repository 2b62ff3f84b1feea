import { describe, expect, it } from 'vitest';
import { feedbackLength, feedbackProblem } from './feedback.ts';

describe('feedback text rule', () => {
  it.each([
    ['', 'short'],
    ['too short', 'short'],
    ['          ten chars!  ', null], // trimmed: "ten chars!" is 10
    ['exactly 10', null],
    ['x'.repeat(500), null],
    ['x'.repeat(501), 'long'],
    ['😀'.repeat(10), null], // ten emoji are ten characters, twenty UTF-16 units
    ['😀'.repeat(9), 'short'],
    ['😀'.repeat(501), 'long'],
  ])('%j gives %s', (content, problem) => expect(feedbackProblem(content)).toBe(problem));

  it('counts code points of the trimmed text', () => {
    expect(feedbackLength('  a😀b  ')).toBe(3);
  });
});
