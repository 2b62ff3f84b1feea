import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { CHINESE_PATTERN } from '../i18n/request-language';
import { CODE_PATTERN } from '../storage/keys';
import { BOOT_CALLS_GLOBAL, takeBootCall, withoutBuster } from './boot-call';
import { bootCallScript } from './boot-call-script';

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
  const script = bootCallScript({
    path: PATH,
    headers: HEADERS,
    merchantKey: 'merchant',
    merchantPattern: CODE_PATTERN,
    languageKey: 'language',
    languages: LANGUAGES,
    chinesePattern: CHINESE_PATTERN,
  });
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
    // The query of lib/site/status-call.ts, never the address's own query (a ?token= link).
    expect(withoutBuster(started?.url ?? '')).toBe(PATH + QUERY);
    expect(started?.url).toMatch(/&_=\d+$/);
  });
});

describe('takeBootCall', () => {
  const calls = () => globalThis as unknown as Record<string, unknown>;
  afterEach(() => {
    delete calls()[BOOT_CALLS_GLOBAL];
    vi.useRealTimers();
  });
  const response = new Response('{}');
  const leave = (call: Record<string, unknown>) =>
    (calls()[BOOT_CALLS_GLOBAL] = {
      [PATH]: {
        url: `${PATH}${QUERY}&_=1`,
        headers: HEADERS,
        at: 1000,
        response: Promise.resolve(response),
        abort: () => undefined,
        ...call,
      },
    });
  const asked = `${PATH}${QUERY}&_=2`;

  it.each<[string, Record<string, unknown>, boolean]>([
    ['the same request, another cache buster', {}, true],
    ['another language', { headers: { ...HEADERS, Language: 'EN' } }, false],
    ['a merchant the app no longer sends', { headers: { ...HEADERS, Merchant: 'x' } }, false],
    ['another address', { url: `${PATH}?device=MOBILE&_=1` }, false],
    ['no promise left', { response: 'garbage' }, false],
    ['no start time', { at: '1000' }, false],
    ['no abort', { abort: null }, false],
    ['null headers', { headers: null }, false],
    ['headers as a string', { headers: 'Language: CN' }, false],
  ])('%s', async (_name, call, taken) => {
    leave(call);
    const found = takeBootCall(asked, HEADERS);
    if (taken) await expect(found?.answer(new AbortController().signal)).resolves.toBe(response);
    else expect(found).toBeNull();
    // Taken or not, it is gone: a second call asks the server.
    expect(takeBootCall(asked, HEADERS)).toBeNull();
  });

  it.each([
    [1000, 30_000],
    [31_000, 0],
    [11_000, 20_000],
    [90_000, 0],
  ])('at %i ms, a 30 s limit from 1,000 ms leaves %i ms', (now, left) => {
    vi.useFakeTimers({ now });
    leave({});
    expect(takeBootCall(asked, HEADERS)?.remainingOf(30_000)).toBe(left);
  });

  it('an abort cancels the started request and rejects its answer', async () => {
    const abort = vi.fn();
    leave({ abort, response: new Promise(() => undefined) });
    const controller = new AbortController();
    const answer = takeBootCall(asked, HEADERS)?.answer(controller.signal);
    controller.abort();
    await expect(answer).rejects.toThrow('aborted');
    expect(abort).toHaveBeenCalledOnce();
  });

  it('answers null with nothing left, or garbage on window', () => {
    expect(takeBootCall(asked, HEADERS)).toBeNull();
    calls()[BOOT_CALLS_GLOBAL] = { [PATH]: 42 };
    expect(takeBootCall(asked, HEADERS)).toBeNull();
  });
});
