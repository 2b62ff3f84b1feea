// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored } from '../../lib/storage/storage';
import { fetchSiteStatus } from './status-call';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

/** The Merchant header each status call carried (undefined: none). */
const merchantHeaders = () =>
  fetchMock.mock.calls.map(
    ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers.Merchant,
  );

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('the site status and the stored merchant', () => {
  it('keeps the merchant of the status, so that the next call carries it', async () => {
    fetchMock.mockImplementation(async () =>
      json({ success: true, value: { merchantCode: 'demo' } }),
    );
    await fetchSiteStatus();
    expect(readStored('merchant')).toBe('demo');
    await fetchSiteStatus();
    expect(merchantHeaders()).toEqual([undefined, 'demo']);
  });

  it('drops a stored merchant the server does not know and asks again as the site', async () => {
    localStorage.setItem('merchant', 'gone');
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).Merchant === 'gone'
        ? json({
            success: false,
            errorCode: 'merchant.not.found',
            message: 'Unknown merchant gone',
          })
        : json({ success: true, value: { merchantCode: 'demo' } }),
    );
    await expect(fetchSiteStatus()).resolves.toMatchObject({ merchantCode: 'demo' });
    expect(merchantHeaders()).toEqual(['gone', undefined]);
    expect(readStored('merchant')).toBe('demo');
  });

  it('asks only once when no merchant was stored', async () => {
    fetchMock.mockResolvedValue(
      json({ success: false, errorCode: 'merchant.not.found', message: 'Unknown merchant demo' }),
    );
    await expect(fetchSiteStatus()).rejects.toMatchObject({ errorCode: 'merchant.not.found' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
