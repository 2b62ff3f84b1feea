// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const parse = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
};

describe('sanitizeHtml (DOMPurify, HTML profile)', () => {
  it('keeps ordinary rich text', () => {
    expect(sanitizeHtml('<p>Hi <strong>there</strong></p>')).toBe(
      '<p>Hi <strong>there</strong></p>',
    );
  });

  it('forces rel="noopener noreferrer" and drops target on links', () => {
    const link = parse('<a href="https://x.test" target="_blank" rel="opener">x</a>').querySelector(
      'a',
    );
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it.each([
    ['<svg><circle r="1"/></svg>ok', 'svg'],
    ['<math><mi>x</mi></math>ok', 'math'],
    ['<img src=x onerror="alert(1)">', '[onerror]'],
    ['<a href="javascript:alert(1)">x</a>', '[href^="javascript"]'],
    ['<div style="color:red">x</div>', '[style]'],
    ['<form><input name="x"></form>', 'form, input'],
  ])('removes %s', (html, selector) => {
    expect(parse(html).querySelector(selector)).toBeNull();
  });

  it('prefixes id and name so content cannot clobber document properties', () => {
    const img = parse('<img name="cookie" id="location" src="/a.png">').querySelector('img');
    expect(img?.getAttribute('name')).toBe('user-content-cookie');
    expect(img?.getAttribute('id')).toBe('user-content-location');
  });
});
