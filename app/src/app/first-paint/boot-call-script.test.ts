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

type Started = { url: string; headers: Record<string, string>; response: Promise<Response> };
type Env = {
  merchant?: string;
  language?: string;
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
    { getItem: (key: string) => (key === 'merchant' ? env.merchant : env.language) ?? null },
    { hostname: 'localhost', href: 'http://localhost/m/home?token=secret' },
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
