/**
 * The app's one QueryClient. The request layer already reports errors; Query never retries a
 * failure the server answered, and retries a network failure once. networkMode 'always': Query
 * would otherwise pause calls while the browser says it is offline, and the player would never
 * get the offline message of spec §8.
 *
 * Not in the entry: the first paint of /m/home needs no query, and Query's 10 KB gzip
 * load with the first lazy part that does (./with-query-client.ts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { isApiError } from './errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && isApiError(error) && error.kind === 'network',
        refetchOnWindowFocus: true,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
// Listens for focus and the network from the start, whichever providers mount and unmount.
queryClient.mount();

/**
 * The component in the client's provider: every lazy part that reads or calls has one.
 * @public Called through a dynamic import (with-query-client.ts).
 */
export function withClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Provided(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  Provided.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return Provided;
}
