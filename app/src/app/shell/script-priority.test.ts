import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './script-priority';

describe('lowerScriptPriority', () => {
  it.each([
    [
      '<script type="module" crossorigin src="/m/assets/index-a.js"></script>',
      '<script type="module" fetchpriority="low" crossorigin src="/m/assets/index-a.js"></script>',
    ],
    [
      '<link rel="modulepreload" crossorigin href="/m/assets/boot-b.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/m/assets/boot-b.js">',
    ],
    // Already given a priority: left as it is.
    [
      '<link rel="modulepreload" fetchpriority="high" href="/m/assets/c.js">',
      '<link rel="modulepreload" fetchpriority="high" href="/m/assets/c.js">',
    ],
    // Inline scripts, stylesheets and other preloads are not Vite's module tags.
    ['<script>var a = 1;</script>', '<script>var a = 1;</script>'],
    [
      '<link rel="stylesheet" crossorigin href="/m/assets/index-d.css">',
      '<link rel="stylesheet" crossorigin href="/m/assets/index-d.css">',
    ],
    [
      '<link rel="preload" as="image" href="/m/banner.webp">',
      '<link rel="preload" as="image" href="/m/banner.webp">',
    ],
  ])('%s', (html, expected) => {
    expect(lowerScriptPriority(html)).toBe(expected);
  });

  it('lowers every tag of a page', () => {
    const html =
      '<script type="module" src="/a.js"></script>' +
      '<link rel="modulepreload" href="/b.js"><link rel="modulepreload" href="/c.js">';
    expect(lowerScriptPriority(html).match(/fetchpriority="low"/g)).toHaveLength(3);
  });
});
