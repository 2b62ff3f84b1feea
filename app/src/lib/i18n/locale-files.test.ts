/** Locale files: one request per language at a time, a failed one asked again. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMessages } from './locale-files';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(...answers: (() => Promise<Response>)[]) {
  const fetch = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('none'))))());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const json = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body)));

describe('fetchMessages', () => {
  it('two asks while the file downloads make one request and get one answer', async () => {
    const fetch = stubFetch(json({ 'page.home': 'Trang chủ' }));
    const [a, b] = await Promise.all([fetchMessages('VI'), fetchMessages('VI')]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(a).toBe(b);
    expect(a).toEqual({ 'page.home': 'Trang chủ' });
  });

  it('two languages are two requests', async () => {
    const fetch = stubFetch(json({}), json({}));
    await Promise.all([fetchMessages('TH'), fetchMessages('JA')]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failed download is asked for again by the next ask', async () => {
    const fetch = stubFetch(
      () => Promise.resolve(new Response('', { status: 503 })),
      json({ ok: 'yes' }),
    );
    await expect(fetchMessages('KO')).rejects.toThrow('HTTP 503');
    await expect(fetchMessages('KO')).resolves.toEqual({ ok: 'yes' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
