/**
 * The sign-in forms' prerendered words (shell-words.ts), drawn by locale-preload-script.ts's
 * function from the language file the status decides, and that file handed to the app
 * (lib/i18n/early-messages.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  compileInlineScript,
  firstPaintScript,
} from '../../../build/index-html/compile-inline-script';
import { EARLY_MESSAGES_GLOBAL, takeEarlyMessages } from '../../lib/i18n/early-messages';
import { Paths } from '../../lib/router/paths';
import { SHELL_WORDS_GLOBAL } from './boot-content-script';
import type localePreloadScript from './locale-preload-script';
import { SHELL_PAGES } from './shell-pages';
import { SHELL_WORDS } from './shell-words';

const URLS = { en: '/m/assets/en-1.json', ur: '/m/assets/ur-2.json' };
const EN = {
  'page.login': 'Log in',
  'login.title': 'Welcome back',
  'login.subtitle': 'Log in to play.',
  'login.noAccount': 'No account yet?',
  'login.registerLink': 'Sign up now',
};

let script = '';
beforeAll(async () => {
  script = await compileInlineScript<typeof localePreloadScript>(
    firstPaintScript('locale-preload-script'),
    { urls: URLS, fallback: 'CN', words: SHELL_WORDS, languages: SHELL_PAGES.languages },
  );
});

type Slot = {
  textContent: string;
  parentElement: { className: string } | null;
  nextElementSibling?: unknown;
};
type Env = { path?: string; answer?: Response | 'fails'; noShell?: boolean };

/** Runs the script as the browser would, the shell's slots as plain objects. */
function run({ path = Paths.login, answer, noShell }: Env = {}) {
  const line = { className: 'sh-sw' };
  const slots: Record<string, Slot> = {
    title: { textContent: '', parentElement: { className: 'sh-f' } },
    lead: { textContent: '', parentElement: { className: 'l' } },
    sub: { textContent: '', parentElement: { className: 'l' } },
    ask: { textContent: '', parentElement: line, nextElementSibling: {} },
    link: { textContent: '', parentElement: line, nextElementSibling: null },
  };
  const attributes: string[] = [];
  const shell = {
    querySelector: (selector: string) => slots[/data-w="(\w+)"/.exec(selector)?.[1] ?? ''] ?? null,
    setAttribute: (name: string) => attributes.push(name),
  };
  const html = { lang: 'en', dir: 'ltr' };
  const document = {
    documentElement: html,
    getElementById: (id: string) => (id === 'shell' && !noShell ? shell : null),
    createElement: () => ({}),
    head: { appendChild: () => undefined },
  };
  const fetch = vi.fn((_url: string) =>
    answer === 'fails'
      ? Promise.reject(new Error('offline'))
      : Promise.resolve(answer ?? new Response(JSON.stringify(EN))),
  );
  const window: Record<string, unknown> = {};
  new Function('window', 'document', 'localStorage', 'location', 'fetch', script)(
    window,
    document,
    { getItem: () => null },
    { pathname: path },
    fetch,
  );
  const words = window[SHELL_WORDS_GLOBAL] as ((code: string) => void) | undefined;
  const text = () => Object.fromEntries(Object.entries(slots).map(([k, s]) => [k, s.textContent]));
  return { words, fetch, window, html, attributes, text };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sign-in forms’ prerendered words', () => {
  it('draws the status’s language, as text, the switch line’s words set apart by a space', async () => {
    const env = run();
    env.words!('EN');
    await settle();
    expect(env.fetch.mock.calls.map(([url]) => url)).toEqual([URLS.en]);
    expect(env.text()).toEqual({
      title: 'Log in',
      lead: 'Welcome back',
      sub: 'Log in to play.',
      ask: 'No account yet? ',
      link: 'Sign up now',
    });
    expect(env.attributes).toEqual(['data-words']);
  });

  it('sets the language’s lang and direction with its words', async () => {
    const env = run();
    env.words!('UR');
    await settle();
    expect(env.html).toEqual({ lang: 'ur', dir: 'rtl' });
  });

  it.each<[string, Env]>([
    ['a page that is no form', { path: Paths.home }],
    ['a page named like a property', { path: '__proto__' }],
  ])('%s: no words to draw', (_name, env) => {
    const { words, fetch } = run(env);
    expect(words).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['XX', 'constructor', ''])('%s is no language of the app: nothing asked', (code) => {
    const env = run();
    env.words!(code);
    expect(env.fetch).not.toHaveBeenCalled();
    expect(env.window[EARLY_MESSAGES_GLOBAL]).toBeUndefined();
  });

  it.each<[string, Env]>([
    ['the file fails', { answer: 'fails' }],
    ['the file is missing', { answer: new Response('', { status: 404 }) }],
    ['the file is no JSON', { answer: new Response('<html>') }],
    ['the file holds a list', { answer: new Response('[1]') }],
    ['the shell is gone (the app has drawn)', { noShell: true }],
  ])('%s: the skeleton stays, nothing thrown', async (_name, env) => {
    const failed = run(env);
    failed.words!('EN');
    await settle();
    expect(Object.values(failed.text()).join('')).toBe('');
    expect(failed.attributes).toEqual([]);
  });

  it('a word that is not a string (plural forms) is left out, the others drawn', async () => {
    const env = run({
      answer: new Response(JSON.stringify({ ...EN, 'login.title': { one: 'x', other: 'y' } })),
    });
    env.words!('EN');
    await settle();
    expect(env.text().lead).toBe('');
    expect(env.text().sub).toBe('Log in to play.');
  });

  it('hands the file to the app once, for that language only', async () => {
    const env = run();
    env.words!('EN');
    const win = globalThis as Record<string, unknown>;
    win[EARLY_MESSAGES_GLOBAL] = env.window[EARLY_MESSAGES_GLOBAL];
    expect(await takeEarlyMessages('VI')).toBeNull();
    expect(await takeEarlyMessages('EN')).toEqual(EN);
    expect(await takeEarlyMessages('EN')).toBeNull();
  });

  it.each<[string, () => unknown]>([
    ['a failed file', () => ({ code: 'en', messages: Promise.reject(new Error('offline')) })],
    ['a list', () => ({ code: 'en', messages: Promise.resolve([]) })],
    ['no promise', () => ({ code: 'en', messages: EN })],
    ['garbage', () => 'en'],
  ])('the app takes no early file from %s: it asks itself', async (_name, early) => {
    (globalThis as Record<string, unknown>)[EARLY_MESSAGES_GLOBAL] = early();
    expect(await takeEarlyMessages('EN')).toBeNull();
    delete (globalThis as Record<string, unknown>)[EARLY_MESSAGES_GLOBAL];
  });
});

describe('the words the shell draws', () => {
  const dir = new URL('../../lib/i18n/locales/', import.meta.url);
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const keys = [...new Set(Object.values(SHELL_WORDS).flatMap((slots) => Object.values(slots)))];

  it('come in all 23 languages', () => expect(files).toHaveLength(23));

  it.each(files)('%s has each of them as plain text, no placeholder', (file) => {
    const messages = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<
      string,
      unknown
    >;
    for (const key of keys) {
      expect(typeof messages[key], key).toBe('string');
      expect(messages[key], key).not.toMatch(/[{}]/);
    }
  });
});
