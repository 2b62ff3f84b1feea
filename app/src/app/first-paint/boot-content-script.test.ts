import { ANNOUNCEMENTS_QUERY, ContentApi, HOME_BANNER_GROUP } from '@wps/contract/content';
import { GAME_PLATFORM, GameApi } from '@wps/contract/games';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  compileInlineScript,
  firstPaintScript,
} from '../../../build/index-html/compile-inline-script';
import { buildUrl } from '../../lib/api/request';
import { BROWSER_LANGUAGE_GLOBAL } from '../../lib/i18n/browser-language';
import { LANGUAGES, resolveLanguage } from '../../lib/i18n/languages';
import { CHINESE_PATTERN, headerLanguage } from '../../lib/i18n/request-language';
import { PRELOAD_IMAGE_GLOBAL, SHOW_BANNER_GLOBAL } from './lcp-preload-script';
import { HOME_PATHS } from '../../lib/router/paths';
import { FIRST_LANE_ROWS, laneCard, laneEntry } from '../../domains/games/first-lane.fixture';
import { LOBBY_FIRST_SCREEN } from '../../domains/games/lobby-first-screen';
import { CODE_PATTERN, STORAGE_SCHEMAS, type StorageKey } from '../../lib/storage/keys';
import { BOOT_CALLS_GLOBAL } from '../../lib/api/boot-call';
import type bootContentScript from './boot-content-script';
import type localePreloadScript from './locale-preload-script';

const STATUS = '/wps/system/status';
const PATH = ContentApi.announcements;
const LANES = GameApi.vendorLanes;
const BASE = { 'Content-Type': 'application/json', ModuleId: 'COMM3' };
const LOCALES = { cn: '/m/assets/cn.json', en: '/m/assets/en.json', tw: '/m/assets/tw.json' };
const SITE = { merchantCode: 'demo', languages: ['EN', 'VI'] };

type Started = {
  url: string;
  headers: Record<string, string>;
  at: number;
  abort: () => void;
  response: Promise<Response>;
};
type Env = {
  path?: string;
  /** The status answer's body, its HTTP status, or no status call left (a worker's page). */
  body?: unknown;
  httpStatus?: number;
  noStatusCall?: boolean;
  language?: string;
  lastLanguage?: string;
  /** The browser's language, as the shell's script leaves it (lib/i18n/browser-language.ts). */
  guess?: unknown;
  merchant?: string;
  /** The content answer's body and HTTP status; no banner function (lcp-preload's) on window. */
  content?: unknown;
  contentStatus?: number;
  noShowBanner?: boolean;
  /** No image preload function (lcp-preload's) on window. */
  noPreloadImage?: boolean;
  /** The lanes call boot-call-script.ts left beside the status (a player coming back). */
  early?: { headers: Record<string, string>; body: unknown };
};

let script = '';
let localeScript = '';
beforeAll(async () => {
  script = await compileInlineScript<typeof bootContentScript>(
    firstPaintScript('boot-content-script'),
    {
      statusPath: STATUS,
      path: PATH,
      query: ANNOUNCEMENTS_QUERY,
      headers: BASE,
      paths: HOME_PATHS,
      pageCalls: [
        {
          paths: ['/m/game'],
          path: LANES,
          query: { platform: GAME_PLATFORM },
          icons: LOBBY_FIRST_SCREEN.cards,
        },
      ],
      bannerGroup: HOME_BANNER_GROUP,
      languages: LANGUAGES,
      languageKey: 'language',
      languagePattern: CODE_PATTERN,
      chinesePattern: CHINESE_PATTERN,
      merchantKey: 'merchant',
      merchantPattern: CODE_PATTERN,
    },
  );
  localeScript = await compileInlineScript<typeof localePreloadScript>(
    firstPaintScript('locale-preload-script'),
    { urls: LOCALES, fallback: 'CN', words: {}, languages: {} },
  );
});

/** A stored value as the app's storage reads it: none when it fails its key's rule. */
const readAs = (key: StorageKey, value: string | undefined) =>
  value !== undefined && STORAGE_SCHEMAS[key](value) ? value : undefined;

/** Runs the inline script against fakes; the content call it left and the files it preloaded. */
async function runScript(env: Env = {}) {
  const body = 'body' in env ? env.body : { success: true, value: SITE };
  const httpStatus = env.httpStatus ?? 200;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = new Response(text, { status: httpStatus, headers: { 'X-Check': 'kept' } });
  const status = { response: Promise.resolve(response) };
  const calls: Record<string, unknown> = env.noStatusCall ? {} : { [STATUS]: status };
  const early = env.early && {
    url: buildUrl(LANES, { platform: GAME_PLATFORM }),
    headers: env.early.headers,
    at: 0,
    abort: vi.fn(),
    response: Promise.resolve(new Response(JSON.stringify(env.early.body))),
  };
  if (early) calls[LANES] = early;
  const shown = vi.fn();
  const preloadedImages = vi.fn((_icon: unknown) => true);
  const window: Record<string, unknown> & {
    [BOOT_CALLS_GLOBAL]: Record<string, Started | undefined>;
  } = {
    [BOOT_CALLS_GLOBAL]: calls as Record<string, Started | undefined>,
    ...(env.noShowBanner ? {} : { [SHOW_BANNER_GLOBAL]: shown }),
    ...(env.noPreloadImage ? {} : { [PRELOAD_IMAGE_GLOBAL]: preloadedImages }),
    ...('guess' in env ? { [BROWSER_LANGUAGE_GLOBAL]: env.guess } : {}),
    AbortController,
  };
  const contentText =
    typeof env.content === 'string' ? env.content : JSON.stringify(env.content ?? {});
  const contentStatus = env.contentStatus ?? 200;
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(contentText, { status: contentStatus, headers: { 'X-Content': 'kept' } }),
    ),
  );
  const preloads: Record<string, string>[] = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => preloads.push(link) },
  };
  const stored: Record<string, string | undefined> = {
    language: env.language,
    lastLanguage: env.lastLanguage,
    merchant: env.merchant,
  };
  // The head's order: locale-preload's script (which leaves its function), then this one.
  for (const inline of [localeScript, script])
    new Function(
      'window',
      'document',
      'localStorage',
      'location',
      'fetch',
      'URLSearchParams',
      inline,
    )(
      window,
      document,
      { getItem: (key: string) => stored[key] ?? null },
      { pathname: env.path ?? '/m/home' },
      fetch,
      URLSearchParams,
    );
  // What the app takes: the same answer, once the script has done what it does with it.
  const taken = env.noStatusCall ? undefined : await status.response;
  const call = window[BOOT_CALLS_GLOBAL][PATH];
  const lanes = window[BOOT_CALLS_GLOBAL][LANES];
  return {
    call,
    lanes,
    early,
    preloads: [...preloads],
    fetch,
    taken,
    text,
    httpStatus,
    shown,
    preloadedImages,
    contentText,
  };
}

describe('the inline content call script', () => {
  // [case, what is stored and answered, the content call's headers, the files preloaded in
  // order: locale-preload's guess from the HTML, then the status's choice when it is another].
  it.each<[string, Env, Record<string, string> | null, string[]]>([
    ['a first visit', {}, { Language: 'EN', Merchant: 'demo' }, [LOCALES.cn, LOCALES.en]],
    [
      'a first visit from a browser in a language of the site',
      { guess: 'EN' },
      { Language: 'EN', Merchant: 'demo' },
      [LOCALES.en],
    ],
    [
      'a first visit from a browser in a language the site lacks',
      { guess: 'TW' },
      { Language: 'EN', Merchant: 'demo' },
      [LOCALES.tw, LOCALES.en],
    ],
    [
      'a browser language left as garbage',
      { guess: { toString: 'EN' } },
      { Language: 'EN', Merchant: 'demo' },
      [LOCALES.cn, LOCALES.en],
    ],
    [
      'the stored choice, within the site',
      { language: 'VI', guess: 'EN' },
      { Language: 'VI', Merchant: 'demo' },
      [],
    ],
    // Its file preloaded once, by locale-preload's script: this one adds nothing.
    [
      'a stored choice with a file',
      { language: 'EN' },
      { Language: 'EN', Merchant: 'demo' },
      [LOCALES.en],
    ],
    [
      'the language last shown, with nothing chosen',
      { lastLanguage: 'EN', guess: 'TW' },
      { Language: 'EN', Merchant: 'demo' },
      [LOCALES.en],
    ],
    [
      'a stored `constructor` (no file of its own)',
      { language: 'constructor' },
      { Language: 'EN', Merchant: 'demo' },
      [LOCALES.en],
    ],
    // The app's storage drops a value that fails its rule, and takes the browser's language.
    [
      'a stored choice left as garbage',
      { language: '"VI"', guess: 'VI' },
      { Language: 'VI', Merchant: 'demo' },
      [],
    ],
    [
      'a stored choice the site refuses',
      { language: 'KO', guess: 'VI' },
      { Language: 'EN', Merchant: 'demo' },
      [LOCALES.en],
    ],
    [
      'a site with no language the app knows',
      { body: { success: true, value: { merchantCode: 'demo', languages: ['XX'] } } },
      { Language: 'CN', Merchant: 'demo' },
      [LOCALES.cn],
    ],
    [
      'languages as garbage',
      { body: { success: true, value: { merchantCode: 'demo', languages: 'EN' } } },
      { Language: 'CN', Merchant: 'demo' },
      [LOCALES.cn],
    ],
    [
      'traditional Chinese, sent as CN',
      { body: { success: true, value: { merchantCode: 'demo', languages: ['tw'] } } },
      { Language: 'CN', Merchant: 'demo' },
      [LOCALES.cn, LOCALES.tw],
    ],
    [
      'a stored merchant',
      { merchant: 'other', guess: 'EN' },
      { Language: 'EN', Merchant: 'other' },
      [LOCALES.en],
    ],
    [
      'a stored merchant with a line break',
      { merchant: 'a\r\nX-Evil: 1', guess: 'EN' },
      { Language: 'EN', Merchant: 'demo' },
      [LOCALES.en],
    ],
    // Every page asks for it: the announcement popup shows its content on any page.
    [
      'another page',
      { path: '/m/login', guess: 'EN' },
      { Language: 'EN', Merchant: 'demo' },
      [LOCALES.en],
    ],
    // The guess's file leaves from the HTML whatever the status does.
    [
      'a page a service worker controls (no status call)',
      { noStatusCall: true, guess: 'EN' },
      null,
      [LOCALES.en],
    ],
    ['a failed status', { httpStatus: 500 }, null, [LOCALES.cn]],
    ['a failure envelope', { body: { success: false, errorCode: 'X' } }, null, [LOCALES.cn]],
    [
      'maintenance',
      { body: { success: true, value: { ...SITE, maintenance: true } } },
      null,
      [LOCALES.cn],
    ],
    [
      'a restricted region',
      { body: { success: true, value: { ...SITE, regionRestriction: true } } },
      null,
      [LOCALES.cn],
    ],
    [
      'no merchant code',
      { body: { success: true, value: { languages: ['EN'] } } },
      null,
      [LOCALES.cn],
    ],
    ['garbage', { body: 'not json' }, null, [LOCALES.cn]],
  ])('%s', async (_name, env, headers, preload) => {
    const { call, preloads, fetch, taken, text, httpStatus } = await runScript(env);
    // The app gets the answer whole, after the call and the preload, never before them.
    if (taken) {
      expect(taken.status).toBe(httpStatus);
      expect(taken.headers.get('X-Check')).toBe('kept');
      await expect(taken.text()).resolves.toBe(text);
    }
    expect(preloads.map((link) => link.href)).toEqual(preload);
    if (!headers) {
      expect(call).toBeUndefined();
      return expect(fetch).not.toHaveBeenCalled();
    }
    expect(call?.headers).toEqual({ ...BASE, ...headers });
    // The request layer's own address for the call (domains/content/announcements.ts).
    expect(call?.url).toBe(buildUrl(PATH, ANNOUNCEMENTS_QUERY));
    expect(fetch).toHaveBeenCalledOnce();
  });

  // The app's rule (app/useBootLanguage.ts): a rule that drifts costs a call the app refuses.
  it.each([
    [undefined, undefined, ['EN', 'VI']],
    [undefined, 'VI', ['EN', 'VI']],
    [undefined, 'KO', ['EN', 'VI']],
    ['VI', 'EN', ['EN', 'VI']],
    ['vi', undefined, ['EN', 'VI']],
    ['PT-BR', undefined, ['pt-br', 'EN']],
    ['TH', 'EN', ['EN']],
    [undefined, undefined, []],
    [undefined, 'UR', []],
    ['UR', undefined, ['XX', 'ur']],
    [undefined, undefined, ['hk', 'TW']],
    ['{"EN"}', 'VI', ['EN', 'VI']],
    ['E N', undefined, ['VI', 'EN']],
  ])(
    'stored %s, browser %s, site %j: the Language the app sends',
    async (language, guess, languages) => {
      const body = { success: true, value: { merchantCode: 'demo', languages } };
      const { call } = await runScript({ language, guess, body });
      expect(call?.headers.Language).toBe(
        // As startStatusLanguage reads it: the stored value only when the storage's rule passes.
        headerLanguage(resolveLanguage(readAs('language', language) ?? guess, languages)),
      );
    },
  );
});

describe('a page’s own first call: the lobby’s lanes', () => {
  it.each<[string, Env, boolean]>([
    ['the lobby', { path: '/m/game' }, true],
    ['home', { path: '/m/home' }, false],
    ['the login form', { path: '/m/login' }, false],
    [
      'the lobby in maintenance',
      { path: '/m/game', body: { success: true, value: { ...SITE, maintenance: true } } },
      false,
    ],
  ])('%s', async (_name, env, asked) => {
    const { call, lanes, fetch, contentText } = await runScript(env);
    if (!asked) {
      expect(lanes).toBeUndefined();
      return expect(fetch).toHaveBeenCalledTimes(call ? 1 : 0);
    }
    // The request layer's own address and headers for it (domains/games/vendor-lanes.ts).
    expect(lanes?.url).toBe(buildUrl(LANES, { platform: GAME_PLATFORM }));
    expect(lanes?.headers).toEqual(call?.headers);
    expect(fetch).toHaveBeenCalledTimes(2);
    // The app takes the answer whole.
    await expect((await lanes!.response).text()).resolves.toBe(contentText);
  });
});

describe('the content answer: its first home banner goes to the banner boxes', () => {
  const home = (url: string) => ({ bannerId: 1, groupName: HOME_BANNER_GROUP, url });
  const popup = { bannerId: 2, groupName: 'm_popup1', url: '/cdn/popup.png' };
  const answer = (banners: unknown) => ({ success: true, value: { banners } });
  it.each<[string, Env, string | null]>([
    [
      'the first of home’s group',
      { content: answer([popup, home('/cdn/a.png'), home('/cdn/b.png')]) },
      '/cdn/a.png',
    ],
    [
      'an https: image',
      { content: answer([home('https://img.example/a.png')]) },
      'https://img.example/a.png',
    ],
    ['no home banner', { content: answer([popup]) }, null],
    ['banners as garbage', { content: answer('/cdn/a.png') }, null],
    ['no banners', { content: { success: true, value: {} } }, null],
    ['a failure envelope', { content: { success: false, value: answer([home('/a.png')]) } }, null],
    ['a failed call', { content: answer([home('/cdn/a.png')]), contentStatus: 500 }, null],
    ['not JSON', { content: 'not json' }, null],
    ['no banner function', { content: answer([home('/cdn/a.png')]), noShowBanner: true }, null],
    // The popup's page: the banner is not drawn there, and its download would be wasted.
    ['another page', { content: answer([home('/cdn/a.png')]), path: '/m/login' }, null],
  ])('%s', async (_name, env, url) => {
    const { call, shown, contentText } = await runScript(env);
    // The app takes the same answer, once the banner has gone.
    const taken = await call!.response;
    expect(taken.status).toBe(env.contentStatus ?? 200);
    expect(taken.headers.get('X-Content')).toBe('kept');
    await expect(taken.text()).resolves.toBe(contentText);
    // The function checks the address itself (lcp-preload-script.test.ts): it gets it as named.
    if (url) expect(shown).toHaveBeenCalledExactlyOnceWith(url);
    else expect(shown).not.toHaveBeenCalled();
  });
});

describe('the lanes answer: the first lane’s first icons are preloaded', () => {
  const answer = (value: unknown) => ({ success: true, value });
  // The lane the lobby draws first: the same table checks game-lanes.ts (game-lanes.test.ts).
  it.each(FIRST_LANE_ROWS)('%s', async (_name, value, icons) => {
    const { preloadedImages, lanes: call } = await runScript({
      path: '/m/game',
      content: answer(value),
    });
    await call!.response;
    // The function checks each address itself (lcp-preload-script.test.ts).
    const named = preloadedImages.mock.calls.map(([icon]) => icon).filter((icon) => icon != null);
    expect(named).toEqual(icons);
  });

  it.each<[string, Env]>([
    [
      'a failure envelope',
      { content: { success: false, value: [laneEntry('Slots', 1, ['/i/a.png'])] } },
    ],
    [
      'a value that is no list',
      { content: answer({ title: 'Slots', cards: [laneCard('/i/a.png')] }) },
    ],
    [
      'entries as garbage',
      { content: answer([null, 3, 'x', { title: 7, cards: [laneCard('/i/a.png')] }]) },
    ],
    [
      'cards as garbage',
      {
        content: answer([
          { title: 'Slots', cards: 'x' },
          { title: 'Slots', cards: null },
        ]),
      },
    ],
    [
      'a failed call',
      { content: answer([laneEntry('Slots', 1, ['/i/a.png'])]), contentStatus: 500 },
    ],
    ['not JSON', { content: 'not json' }],
    [
      'no preload function',
      { content: answer([laneEntry('Slots', 1, ['/i/a.png'])]), noPreloadImage: true },
    ],
    ['home', { content: answer([laneEntry('Slots', 1, ['/i/a.png'])]), path: '/m/home' }],
  ])('%s: nothing, and the app still gets the answer whole', async (_name, env) => {
    const {
      preloadedImages,
      lanes: call,
      contentText,
    } = await runScript({ path: '/m/game', ...env });
    if (call) await expect((await call.response).text()).resolves.toBe(contentText);
    expect(preloadedImages.mock.calls.filter(([icon]) => icon != null)).toEqual([]);
  });
});

describe('the lanes the boot call started beside the status (a player coming back)', () => {
  const sent = (language: string) => ({ ...BASE, Language: language, Merchant: 'demo' });
  const earlyLanes = [laneEntry('Slots', 1, ['/i/early-a.png', '/i/early-b.png'])];
  const answer = (value: unknown) => ({ success: true, value });

  it('sent as this script would: kept, read for its icons, and not asked again', async () => {
    const { lanes, early, fetch, preloadedImages } = await runScript({
      path: '/m/game',
      merchant: 'demo',
      language: 'EN',
      early: { headers: sent('EN'), body: answer(earlyLanes) },
    });
    expect(lanes).toBe(early);
    expect(early!.abort).not.toHaveBeenCalled();
    // Only the content call left now.
    expect(fetch).toHaveBeenCalledTimes(1);
    const taken = await lanes!.response;
    await expect(taken.text()).resolves.toBe(JSON.stringify(answer(earlyLanes)));
    expect(preloadedImages.mock.calls.map(([icon]) => icon)).toEqual([
      '/i/early-a.png',
      '/i/early-b.png',
    ]);
  });

  it('its icons are preloaded even when the status fails', async () => {
    const { early, preloadedImages } = await runScript({
      path: '/m/game',
      merchant: 'demo',
      httpStatus: 500,
      early: { headers: sent('EN'), body: answer(earlyLanes) },
    });
    await early!.response;
    expect(preloadedImages.mock.calls.map(([icon]) => icon)).toEqual([
      '/i/early-a.png',
      '/i/early-b.png',
    ]);
  });

  it.each<[string, Env]>([
    // The site offers EN and VI: a stored Thai becomes the site's first, EN.
    [
      'another language than the site’s',
      { language: 'TH', early: { headers: sent('TH'), body: {} } },
    ],
    [
      'another merchant than the stored one',
      { language: 'EN', early: { headers: { ...sent('EN'), Merchant: 'old' }, body: {} } },
    ],
    [
      'a header more',
      { language: 'EN', early: { headers: { ...sent('EN'), Authorization: 't' }, body: {} } },
    ],
  ])('%s: aborted and asked again as the app will', async (_name, env) => {
    const { lanes, early, fetch, call } = await runScript({
      path: '/m/game',
      merchant: 'demo',
      ...env,
    });
    expect(early!.abort).toHaveBeenCalledOnce();
    expect(lanes).not.toBe(early);
    expect(lanes?.headers).toEqual(call?.headers);
    expect(lanes?.headers).toEqual(sent('EN'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
