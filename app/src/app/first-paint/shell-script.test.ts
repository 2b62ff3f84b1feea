// @vitest-environment jsdom
/**
 * index.html's shell script: the skeleton for each page, and the stored
 * language's `lang` and `dir` before the first paint. Garbage in storage changes nothing and
 * throws nothing: the shell then stays left to right, as the HTML says.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  compileInlineScript,
  firstPaintScript,
} from '../../../build/index-html/compile-inline-script';
import { BROWSER_LANGUAGE_GLOBAL } from '../../lib/i18n/browser-language';
import { HOME_PATHS, Paths } from '../../lib/router/paths';
import { SHELL_PAGES } from './shell-pages';
import type shellScript from './shell-script';
import { shellInput } from './shell-script';

const html = document.documentElement;

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

let script = '';
beforeAll(async () => {
  script = await compileInlineScript<typeof shellScript>(
    firstPaintScript('shell-script'),
    shellInput(SHELL_PAGES),
  );
});

function runAt(pathname: string, search = '', agent: Partial<Navigator> = { userAgent: DESKTOP }) {
  new Function('location', 'navigator', script)(
    { pathname, search },
    { maxTouchPoints: 0, ...agent },
  );
  return { kind: html.dataset.shell, lang: html.lang, dir: html.dir };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  html.removeAttribute('data-shell');
  html.removeAttribute('data-bar');
  html.lang = 'en';
  html.dir = 'ltr';
});

const KINDS: [string, string][] = [
  ...HOME_PATHS.map((path): [string, string] => [path, 'home']),
  [Paths.game, 'game'],
  [Paths.login, 'login'],
  [Paths.register, 'register'],
  [Paths.registerHtml, 'register'],
  [Paths.memberHome, 'page'],
  [Paths.activity, 'page'],
  ['/m/no-such-page', 'page'],
  ['/m/home/', 'page'],
  ['/m/__proto__', 'page'],
  ['__proto__', 'page'],
  ['constructor', 'page'],
];

describe('the shell picks the skeleton of the page being opened', () => {
  it.each(KINDS)('%s gets the %s skeleton', (path, kind) => {
    expect(runAt(path).kind).toBe(kind);
  });
});

/** [what is stored, under which key, the lang and dir expected]. */
const LANGS: [string, string, string, string, string][] = [
  ['the chosen Urdu', 'language', 'UR', 'ur', 'rtl'],
  ['Urdu stored in lower case', 'language', 'ur', 'ur', 'rtl'],
  ['Roman Urdu, left to right', 'language', 'UR-LA', 'ur-Latn', 'ltr'],
  ['Vietnamese', 'language', 'VI', 'vi', 'ltr'],
  ['simplified Chinese', 'language', 'CN', 'zh-CN', 'ltr'],
  ['Urdu last shown, none chosen', 'lastLanguage', 'UR', 'ur', 'rtl'],
  ['an unknown code', 'language', 'XX', 'en', 'ltr'],
  ['__proto__', 'language', '__proto__', 'en', 'ltr'],
  ['toString', 'language', 'toString', 'en', 'ltr'],
  ['JSON, not a code', 'language', '"UR"', 'en', 'ltr'],
  ['a 3 MB string', 'language', 'U'.repeat(3 * 1024 * 1024), 'en', 'ltr'],
  ['an empty string', 'language', '', 'en', 'ltr'],
];

describe("the shell takes the stored language's direction before the first paint", () => {
  it.each(LANGS)('%s', (_, key, value, lang, dir) => {
    localStorage.setItem(key, value);
    expect(() => runAt(Paths.home)).not.toThrow();
    expect({ lang: html.lang, dir: html.dir }).toEqual({ lang, dir });
  });

  it('the chosen language wins over the one last shown', () => {
    localStorage.setItem('language', 'EN');
    localStorage.setItem('lastLanguage', 'UR');
    expect(runAt(Paths.home)).toEqual({ kind: 'home', lang: 'en', dir: 'ltr' });
  });

  it('nothing stored: left to right, as the HTML says', () => {
    expect(runAt(Paths.game)).toEqual({ kind: 'game', lang: 'en', dir: 'ltr' });
    expect(browserGuess()).toBeNull();
  });

  it('a first visit takes the browser’s language, and leaves it for the others', () => {
    const visit = { userAgent: DESKTOP, languages: ['de-DE', 'ur-PK', 'en'] };
    expect(runAt(Paths.login, '', visit)).toEqual({ kind: 'login', lang: 'ur', dir: 'rtl' });
    expect(browserGuess()).toBe('UR');
  });

  it('a browser with navigator.language alone', () => {
    expect(runAt(Paths.home, '', { userAgent: DESKTOP, language: 'vi-VN' })).toMatchObject({
      lang: 'vi',
    });
  });

  it('a choice or the language last shown wins over the browser’s', () => {
    localStorage.setItem('lastLanguage', 'EN');
    const visit = { userAgent: DESKTOP, languages: ['ur'] };
    expect(runAt(Paths.home, '', visit)).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(browserGuess()).toBe('UR');
  });
});

const browserGuess = () => (window as unknown as Record<string, unknown>)[BROWSER_LANGUAGE_GLOBAL];

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';

/** [case, user agent, extra navigator fields, query, stored, session-stored, standalone, room]. */
const BAR: [
  string,
  string,
  Partial<Navigator>,
  string,
  string | null,
  string | null,
  boolean,
  boolean,
][] = [
  ['an Android browser tab, nothing known', ANDROID, {}, '', null, null, false, true],
  ['an iPhone browser tab', IPHONE, {}, '', null, null, false, true],
  [
    'an iPad that says Macintosh, with touch',
    IPAD_AS_MAC,
    { maxTouchPoints: 5 },
    '',
    null,
    null,
    false,
    true,
  ],
  ['a Mac without touch', IPAD_AS_MAC, {}, '', null, null, false, false],
  ['a desktop', DESKTOP, {}, '', null, null, false, false],
  ['the native shell', `${ANDROID} WpsApp/2.5.0`, {}, '', null, null, false, false],
  [
    'an iOS web clip',
    IPHONE,
    { standalone: true } as Partial<Navigator>,
    '',
    null,
    null,
    false,
    false,
  ],
  ['an installed web app', ANDROID, {}, '', null, null, true, false],
  ['the app mode', ANDROID, {}, '?inApp=1', null, null, false, false],
  ['app mode said off', ANDROID, {}, '?inApp=false', null, null, false, true],
  ['closed in this session', ANDROID, {}, '', null, 'true', false, false],
  ['the last page showed no bar', ANDROID, {}, '', 'false', null, false, false],
  ['the last page showed the bar', ANDROID, {}, '', 'true', null, false, true],
  ['garbage stored', ANDROID, {}, '', '{not json', 'x'.repeat(1024), false, true],
];

describe("the shell keeps the download bar's room where the bar is expected (no layout shift)", () => {
  it.each(BAR)('%s', (_, userAgent, agent, search, stored, closed, standalone, room) => {
    if (stored !== null) localStorage.setItem('download_bar_shown', stored);
    if (closed !== null) sessionStorage.setItem('hideDownloadBar', closed);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: standalone && query === '(display-mode: standalone)',
    }));
    expect(() => runAt(Paths.home, search, { userAgent, ...agent })).not.toThrow();
    expect(html.hasAttribute('data-bar')).toBe(room);
  });
});
