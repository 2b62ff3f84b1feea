import { beforeAll, describe, expect, it } from 'vitest';
import {
  compileInlineScript,
  firstPaintScript,
} from '../../../build/index-html/compile-inline-script';
import { LANGUAGES } from '../../lib/i18n/languages';
import { CHINESE_PATTERN } from '../../lib/i18n/request-language';
import { CODE_PATTERN } from '../../lib/storage/keys';
import { BOOT_CALLS_GLOBAL, withoutBuster } from '../../lib/api/boot-call';
import type bootCallScript from './boot-call-script';

const PATH = '/wps/system/status';
const HEADERS = { 'Content-Type': 'application/json', Language: 'CN', ModuleId: 'COMMON' };
const QUERY =
  '?device=MOBILE&track=&originalDomain=localhost&url=http%3A%2F%2Flocalhost%2Fm%2Fhome';

const LANES = '/wps/relay/GCSGAME_newGameVendor';
const PAGE_HEADERS = { 'Content-Type': 'application/json', ModuleId: 'COMMON' };

type Started = { url: string; headers: Record<string, string>; response: Promise<Response> };
type Env = {
  merchant?: string;
  language?: string;
  lastLanguage?: string;
  /** The browser's language, as the shell's script leaves it. */
  guess?: unknown;
  pathname?: string;
  controlled?: boolean;
  fetchThrows?: boolean;
};

let script = '';
beforeAll(async () => {
  script = await compileInlineScript<typeof bootCallScript>(firstPaintScript('boot-call-script'), {
    path: PATH,
    headers: HEADERS,
    merchantKey: 'merchant',
    merchantPattern: CODE_PATTERN,
    languageKey: 'language',
    languages: LANGUAGES,
    chinesePattern: CHINESE_PATTERN,
    lastLanguageKey: 'lastLanguage',
    pageHeaders: PAGE_HEADERS,
    pageCalls: [{ paths: ['/m/game'], path: LANES, query: { platform: 'MOBILE' } }],
  });
});

/** Runs the inline script as the browser would, against fakes; what it left on `window`. */
function runScript(env: Env = {}): Record<string, Started> | undefined {
  const window: Record<string, unknown> = {
    fetch: () => {
      if (env.fetchThrows) throw new Error('no fetch');
      return Promise.resolve(new Response('{}'));
    },
    URLSearchParams,
    AbortController,
    __wpsBrowserLanguage: env.guess,
  };
  new Function(
    'window',
    'navigator',
    'localStorage',
    'location',
    'fetch',
    'URLSearchParams',
    script,
  )(
    window,
    { serviceWorker: env.controlled ? { controller: {} } : {} },
    {
      getItem: (key: string) =>
        ({ merchant: env.merchant, language: env.language, lastLanguage: env.lastLanguage })[key] ??
        null,
    },
    {
      hostname: 'localhost',
      pathname: env.pathname ?? '/m/home',
      href: `http://localhost${env.pathname ?? '/m/home'}?token=secret`,
    },
    window.fetch,
    URLSearchParams,
  );
  return window[BOOT_CALLS_GLOBAL] as Record<string, Started> | undefined;
}

describe('the inline boot call script', () => {
  it.each<[string, Env, Record<string, string> | null]>([
    ['no stored merchant', {}, HEADERS],
    ['a stored merchant', { merchant: 'demo' }, { ...HEADERS, Merchant: 'demo' }],
    ['a merchant too long for a code', { merchant: 'x'.repeat(3000) }, HEADERS],
    ['a merchant with a line break', { merchant: 'a\r\nX-Evil: 1' }, HEADERS],
    ['English stored (as the app writes it)', { language: 'EN' }, { ...HEADERS, Language: 'EN' }],
    ['a lower-case code', { language: 'vi' }, { ...HEADERS, Language: 'VI' }],
    ['traditional Chinese, sent as CN', { language: 'TW' }, HEADERS],
    ['a code the app does not know', { language: 'XX' }, HEADERS],
    ['garbage', { language: '"}<script>' }, HEADERS],
    ['a page a service worker controls', { controlled: true }, null],
    ['a browser whose fetch throws', { fetchThrows: true }, null],
  ])('%s', (_name, env, headers) => {
    const started = runScript(env)?.[PATH];
    if (!headers) return expect(started).toBeUndefined();
    expect(started?.headers).toEqual(headers);
    // The query of domains/site/status-call.ts, never the address's own query (a ?token= link).
    expect(withoutBuster(started?.url ?? '')).toBe(PATH + QUERY);
    expect(started?.url).toMatch(/&_=\d+$/);
  });
});

describe('the lobby’s lanes beside the status, for a player coming back', () => {
  const lanes = (language: string) => ({
    ...PAGE_HEADERS,
    Language: language,
    Merchant: 'demo',
  });
  it.each<[string, Env, Record<string, string> | null]>([
    ['a merchant and a choice stored', { merchant: 'demo', language: 'EN' }, lanes('EN')],
    ['the language last shown, no choice', { merchant: 'demo', lastLanguage: 'th' }, lanes('TH')],
    [
      'the choice before the last shown',
      { merchant: 'demo', language: 'VI', lastLanguage: 'TH' },
      lanes('VI'),
    ],
    ['the browser’s, nothing stored', { merchant: 'demo', guess: 'KO' }, lanes('KO')],
    [
      'the last shown before the browser’s',
      { merchant: 'demo', lastLanguage: 'EN', guess: 'KO' },
      lanes('EN'),
    ],
    [
      'an unknown choice, then the last shown',
      { merchant: 'demo', language: 'XX', lastLanguage: 'EN' },
      lanes('EN'),
    ],
    ['traditional Chinese, sent as CN', { merchant: 'demo', language: 'TW' }, lanes('CN')],
    ['no language to go by', { merchant: 'demo', guess: 42 }, null],
    ['a first visit: no merchant yet', { language: 'EN', guess: 'EN' }, null],
    ['a garbage merchant', { merchant: 'a\r\nX-Evil: 1', language: 'EN' }, null],
    ['another page', { merchant: 'demo', language: 'EN', pathname: '/m/home' }, null],
    [
      'a page a service worker controls',
      { merchant: 'demo', language: 'EN', controlled: true },
      null,
    ],
  ])('%s', (_name, env, headers) => {
    const calls = runScript({ pathname: '/m/game', ...env });
    const started = calls?.[LANES];
    if (!headers) return expect(started).toBeUndefined();
    expect(started?.headers).toEqual(headers);
    expect(started?.url).toBe(`${LANES}?platform=MOBILE`);
    // The status still goes first, with its own headers.
    expect(calls?.[PATH]?.headers.Merchant).toBe('demo');
  });
});
