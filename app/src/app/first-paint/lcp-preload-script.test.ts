// @vitest-environment jsdom
/**
 * One table for the remembered LCP image: each stored text is read by the app through
 * the key's check (lib/storage) and by index.html's inline script, which must agree: what the
 * app would accept is preloaded, everything else adds nothing and throws nothing.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  compileInlineScript,
  firstPaintScript,
} from '../../../build/index-html/compile-inline-script';
import { HOME_PATHS, Paths } from '../../lib/router/paths';
import { LCP_BANNER_VAR, PRELOAD_IMAGE_GLOBAL, SHOW_BANNER_GLOBAL } from './lcp-preload-script';
import { readStored } from '../../lib/storage/storage';
import type lcpPreloadScript from './lcp-preload-script';

const KEY = 'lcp_image';
const stored = (value: string) => JSON.stringify(value);

/** Stored texts (as localStorage holds them) that name an image the page may preload. */
const GOOD: [string, string][] = [
  ['a same-origin path', '/cdn/content/banner-welcome.png'],
  ['a path with a query', '/img/b.png?w=720&v=2'],
  ['a path with other scripts', '/img/横幅-ü.png'],
  ['an https: URL', 'https://img.example.com/banners/1.webp'],
  ['a path with quotes', '/img/"a"(1).png'],
  ['2,047 characters', '/' + 'a'.repeat(2046)],
];

/** Stored texts that must preload nothing. */
const BAD: [string, string][] = [
  ['not JSON (a bare path)', '/cdn/content/banner-welcome.png'],
  ['not JSON', '{"url": '],
  ['null', 'null'],
  ['a number', '12'],
  ['an array', '["/a.png"]'],
  ['an object', '{"url":"/a.png"}'],
  ['javascript:', stored('javascript:alert(1)')],
  ['a protocol-relative URL', stored('//evil.example/a.png')],
  ['a backslash host', stored('/\\evil.example/a.png')],
  ['a tab the URL parser drops', stored('/\t/evil.example/a.png')],
  ['a newline the URL parser drops', stored('/\n/evil.example/a.png')],
  ['a leading space', stored(' /a.png')],
  ['an http: URL', stored('http://img.example.com/a.png')],
  ['an upper-case scheme', stored('HTTPS://img.example.com/a.png')],
  ['https: with no host', stored('https://')],
  ['https: with an empty host', stored('https:///evil.example')],
  ['a data: URL', stored('data:image/png;base64,AAAA')],
  ['a relative path', stored('cdn/a.png')],
  ['an empty string', stored('')],
  ['a bare slash', stored('/')],
  ['a DEL character', stored('/a\x7f.png')],
  ['2,048 characters', stored('/' + 'a'.repeat(2047))],
  ['a 3 MB string', stored('/' + 'a'.repeat(3 * 1024 * 1024))],
  ['a 3 MB text, not JSON', 'x'.repeat(3 * 1024 * 1024)],
];

let script = '';
beforeAll(async () => {
  script = await compileInlineScript<typeof lcpPreloadScript>(
    firstPaintScript('lcp-preload-script'),
    { homePaths: HOME_PATHS, lobbyPaths: [Paths.game] },
  );
});

/** Runs the inline script at `pathname` against jsdom's document and storage. */
function preloadsAt(pathname: string): HTMLLinkElement[] {
  new Function('location', script)({ pathname });
  return [...document.head.querySelectorAll('link')];
}

/** What the banner boxes are handed (styles/shell.css, components.css), or '' for nothing. */
const bannerImage = () => document.documentElement.style.getPropertyValue(LCP_BANNER_VAR);

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[SHOW_BANNER_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[PRELOAD_IMAGE_GLOBAL];
  document.documentElement.removeAttribute('style');
  document.head.replaceChildren();
  localStorage.clear();
});

describe('the remembered LCP image: the key and the inline script agree', () => {
  it.each(GOOD)('%s is read by the app and preloaded on home', (_, url) => {
    localStorage.setItem(KEY, stored(url));
    const links = preloadsAt(Paths.home);
    expect(links).toHaveLength(1);
    expect(links[0]?.rel).toBe('preload');
    expect(links[0]?.as).toBe('image');
    expect(links[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(links[0]?.getAttribute('href')).toBe(url);
    expect(links[0]?.hasAttribute('crossorigin')).toBe(false);
    // The same address for the banner boxes, inside one CSS string (its quotes as %22).
    expect(bannerImage()).toBe(`url("${url.replaceAll('"', '%22')}")`);
    expect(readStored(KEY)).toBe(url);
  });

  it.each(BAD)('%s: nothing preloaded, no error, and the app drops it', (_, text) => {
    localStorage.setItem(KEY, text);
    expect(() => preloadsAt(Paths.home)).not.toThrow();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(bannerImage()).toBe('');
    expect(readStored(KEY)).toBeNull();
  });

  it('nothing stored: nothing preloaded', () => {
    expect(preloadsAt(Paths.home)).toHaveLength(0);
  });

  it.each(HOME_PATHS)('%s is home: preloaded', (pathname) => {
    localStorage.setItem(KEY, stored('/cdn/a.png'));
    expect(preloadsAt(pathname)).toHaveLength(1);
  });

  it.each([Paths.login, Paths.game, '/m/home/', '/m/HOME', '/m/member/home', ''])(
    '%s is not home: nothing preloaded',
    (pathname) => {
      localStorage.setItem(KEY, stored('/cdn/a.png'));
      expect(preloadsAt(pathname)).toHaveLength(0);
      expect(bannerImage()).toBe('');
    },
  );

  it('storage that throws adds nothing and throws nothing', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      expect(() => preloadsAt(Paths.home)).not.toThrow();
      expect(document.head.querySelectorAll('link')).toHaveLength(0);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});

/** The function the script leaves for the content call's script (app/first-paint/boot-content-script). */
const showBanner = (url: unknown) =>
  (window as unknown as Record<string, (url: unknown) => void>)[SHOW_BANNER_GLOBAL]!(url);
const preloadedHrefs = () =>
  [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

describe('the content answer’s first banner, handed over by the content call’s script', () => {
  it.each(GOOD)('%s: preloaded and shown, on a first visit', (_, url) => {
    preloadsAt(Paths.home);
    showBanner(url);
    expect(preloadedHrefs()).toEqual([url]);
    expect(bannerImage()).toBe(`url("${url.replaceAll('"', '%22')}")`);
  });

  it.each(BAD.filter(([name]) => !name.includes('JSON')))('%s: nothing', (_, text) => {
    preloadsAt(Paths.home);
    showBanner(JSON.parse(text));
    expect(preloadedHrefs()).toEqual([]);
    expect(bannerImage()).toBe('');
  });

  it('the remembered image named again: one preload', () => {
    localStorage.setItem(KEY, stored('/cdn/a.png'));
    preloadsAt(Paths.home);
    showBanner('/cdn/a.png');
    expect(preloadedHrefs()).toEqual(['/cdn/a.png']);
    expect(bannerImage()).toBe('url("/cdn/a.png")');
  });

  it('another first banner than the remembered one: preloaded, and it replaces it', () => {
    localStorage.setItem(KEY, stored('/cdn/old.png'));
    preloadsAt(Paths.home);
    showBanner('/cdn/new.png');
    expect(preloadedHrefs()).toEqual(['/cdn/old.png', '/cdn/new.png']);
    expect(bannerImage()).toBe('url("/cdn/new.png")');
  });
});

/** The preload alone, which the content call's script uses for the lobby's first game icons. */
const preloadImage = (url: unknown) =>
  (window as unknown as Record<string, (url: unknown) => boolean>)[PRELOAD_IMAGE_GLOBAL]!(url);

describe('the image preload on its own, for the lobby’s first icons', () => {
  it.each(GOOD)('%s: preloaded at high priority, and no banner shown', (_, url) => {
    preloadsAt(Paths.game);
    expect(preloadImage(url)).toBe(true);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([url]);
    expect(links[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(bannerImage()).toBe('');
  });

  it.each(BAD.filter(([name]) => !name.includes('JSON')))('%s: nothing', (_, text) => {
    preloadsAt(Paths.game);
    expect(preloadImage(JSON.parse(text))).toBe(false);
    expect(preloadedHrefs()).toEqual([]);
  });

  it('an icon named twice: one preload', () => {
    preloadsAt(Paths.game);
    preloadImage('/icons/a.png');
    preloadImage('/icons/a.png');
    expect(preloadedHrefs()).toEqual(['/icons/a.png']);
  });
});

const ICONS_KEY = 'lobby_icons';
const GOOD_ICONS = ['/sandbox-games/icons/a.svg', 'https://img.example.com/b.webp'];

describe('the lobby’s remembered first icons: the key and the inline script agree', () => {
  it('preloaded on the lobby at high priority, in order, and read by the app', () => {
    localStorage.setItem(ICONS_KEY, JSON.stringify(GOOD_ICONS));
    const links = preloadsAt(Paths.game);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(GOOD_ICONS);
    for (const link of links) {
      expect(link.as).toBe('image');
      expect(link.getAttribute('fetchpriority')).toBe('high');
    }
    expect(bannerImage()).toBe('');
    expect(readStored(ICONS_KEY)).toEqual(GOOD_ICONS);
  });

  it.each([Paths.home, Paths.login, '/m/game/', '/m/GAME'])('%s: nothing preloaded', (pathname) => {
    localStorage.setItem(ICONS_KEY, JSON.stringify(GOOD_ICONS));
    expect(preloadsAt(pathname)).toHaveLength(0);
  });

  it.each<[string, string]>([
    ['not JSON', '["/a.png"'],
    ['a bare address', stored('/a.png')],
    ['an object', '{"0":"/a.png"}'],
    ['nine icons', JSON.stringify(Array.from({ length: 9 }, (_, i) => `/${i}.png`))],
  ])('%s: nothing preloaded, and the app drops it', (_, text) => {
    localStorage.setItem(ICONS_KEY, text);
    expect(() => preloadsAt(Paths.game)).not.toThrow();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(readStored(ICONS_KEY)).toBeNull();
  });

  it('an address another host would take is skipped; the app drops the whole list', () => {
    localStorage.setItem(ICONS_KEY, JSON.stringify(['/a.png', '//evil.example/b.png', 7]));
    expect(preloadsAt(Paths.game).map((link) => link.getAttribute('href'))).toEqual(['/a.png']);
    expect(readStored(ICONS_KEY)).toBeNull();
  });
});
