import { describe, expect, it } from 'vitest';
import { lcpImageAddress } from './lcp-image';

const PAGE = 'http://127.0.0.1:8080/m/home';

describe('lcpImageAddress (what home remembers of its first banner)', () => {
  it.each([
    ['/cdn/content/banner-welcome.png', '/cdn/content/banner-welcome.png'],
    ['http://127.0.0.1:8080/cdn/a.png?v=2#top', '/cdn/a.png?v=2'],
    ['banners/a.png', '/m/banners/a.png'],
    ['../img/a.png', '/img/a.png'],
    ['https://img.example.com/a.webp', 'https://img.example.com/a.webp'],
    ['//img.example.com/a.webp', null], // http: here, like the page
    ['http://img.example.com/a.png', null],
    ['data:image/png;base64,AAAA', null],
    ['', null],
    ['/' + 'a'.repeat(3000), null],
  ])('%s → %s', (src, expected) => {
    expect(lcpImageAddress(src, PAGE)).toBe(expected);
  });

  it('a protocol-relative image on an https: page is stored as its https: URL', () => {
    expect(lcpImageAddress('//img.example.com/a.webp', 'https://m.example.com/m/home')).toBe(
      'https://img.example.com/a.webp',
    );
  });
});
