import { describe, expect, it } from 'vitest';
import { isLcpImageUrls, lcpImageAddress } from './lcp-image-url';

const PAGE = 'http://127.0.0.1:8080/m/home';

describe('lcpImageAddress (what home remembers of its first banner, the lobby of its first icons)', () => {
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

describe("isLcpImageUrls (the lobby's remembered icons)", () => {
  it.each<[string, unknown, boolean]>([
    ['four paths', ['/a.png', '/b.png', '/c.png', '/d.png'], true],
    ['none', [], true],
    ['an https: icon', ['https://img.example.com/a.webp'], true],
    ['eight', Array.from({ length: 8 }, (_, i) => `/${i}.png`), true],
    ['nine', Array.from({ length: 9 }, (_, i) => `/${i}.png`), false],
    ['one of them another host', ['/a.png', '//evil.example/b.png'], false],
    ['one of them a script', ['/a.png', 'javascript:alert(1)'], false],
    ['a number among them', ['/a.png', 7], false],
    ['not a list', '/a.png', false],
    ['an object', { 0: '/a.png', length: 1 }, false],
  ])('%s', (_name, value, ok) => {
    expect(isLcpImageUrls(value)).toBe(ok);
  });
});
