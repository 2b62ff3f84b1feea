// @vitest-environment jsdom
/**
 * index.html's shell script (issue 18 item 1): the skeleton for each page, and the stored
 * language's `lang` and `dir` before the first paint. Garbage in storage changes nothing and
 * throws nothing: the shell then stays left to right, as the HTML says.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_PATHS, Paths } from '../../lib/router/paths';
import { SHELL_PAGES } from './shell-pages';
import { shellScript } from './shell-script';

const html = document.documentElement;

function runAt(pathname: string) {
  new Function('location', shellScript(SHELL_PAGES))({ pathname });
  return { kind: html.dataset.shell, lang: html.lang, dir: html.dir };
}

afterEach(() => {
  localStorage.clear();
  html.removeAttribute('data-shell');
  html.lang = 'en';
  html.dir = 'ltr';
});

const KINDS: [string, string][] = [
  ...HOME_PATHS.map((path): [string, string] => [path, 'home']),
  [Paths.game, 'game'],
  [Paths.login, 'form'],
  [Paths.register, 'form'],
  [Paths.registerHtml, 'form'],
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
  });
});
