// @vitest-environment jsdom
/** The race as the notice runs it: once per domain list, whatever re-renders the notice. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLineRace } from './useLineRace';

const domains = vi.hoisted(() => ({
  list: Promise.resolve(['a.example', 'b.example', 'c.example']),
}));
vi.mock('./api/domain-route', () => ({ fetchDomainList: () => domains.list }));

const pings = vi.fn(async () => new Response('ok'));

function race() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLineRace(), { wrapper });
}

beforeEach(() => {
  pings.mockClear();
  vi.stubGlobal('fetch', pings);
});

afterEach(() => {
  vi.unstubAllGlobals();
  domains.list = Promise.resolve(['a.example', 'b.example', 'c.example']);
});

describe('useLineRace', () => {
  it('pings each line once: re-rendering the notice does not start the race over', async () => {
    const { result, rerender } = race();
    await waitFor(() => expect(result.current.results).toHaveLength(3));
    const first = result.current.results;
    for (let i = 0; i < 8; i++) rerender();
    expect(result.current.testing).toBe(false);
    expect(result.current.results).toBe(first);
    expect(pings).toHaveBeenCalledTimes(3);
  });

  it('is not testing for ever when the domain list failed to come', async () => {
    domains.list = Promise.reject(new Error('unreachable'));
    const { result } = race();
    await waitFor(() => expect(result.current.testing).toBe(false));
    expect(result.current.results).toBeUndefined();
    expect(pings).not.toHaveBeenCalled();
  });
});
