import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceQuery } from './balance';

const failure = () =>
  new Response(JSON.stringify({ success: false, errorCode: 'x', message: 'Error' }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('balance query', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not asked again when a second reader mounts after it failed', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(failure()));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const header = new QueryObserver(client, balanceQuery('t1'));
    const stopHeader = header.subscribe(() => undefined);
    await vi.waitFor(() => expect(header.getCurrentResult().isError).toBe(true));

    const card = new QueryObserver(client, balanceQuery('t1'));
    const stopCard = card.subscribe(() => undefined);
    await Promise.resolve();
    expect(card.getCurrentResult().isError).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The card's refresh button still asks.
    await card.refetch();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stopHeader();
    stopCard();
  });
});
