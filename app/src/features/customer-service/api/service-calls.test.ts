// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceApi } from '@wps/contract/customer-service';
import { unreadBadgeCount, unreadQuery, UNREAD_POLL_MS } from './service-calls';

const json = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('unreadBadgeCount', () => {
  it.each([
    [3, 3],
    [0, 0],
    [-2, 0],
    [2.7, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s -> %s', (value, expected) => expect(unreadBadgeCount(value)).toBe(expected));
});

describe('the unread count poll', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    fetchMock = vi.fn(() => Promise.resolve(json({ unReadCount: 4 })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('asks every 30 s while the page is visible and not while it is hidden', async () => {
    const client = new QueryClient();
    const observer = new QueryObserver(client, unreadQuery('token'));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ServiceApi.unreadCount);
    expect(init.headers).toMatchObject({ ModuleId: 'CBS3' });
    expect(observer.getCurrentResult().data).toBe(4);

    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(3 * UNREAD_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    visibility = 'visible';
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    unsubscribe();
    client.clear();
  });
});
