/**
 * The app's one QueryClient. The request layer already reports errors; Query never retries a
 * failure the server answered, and retries a network failure once. networkMode 'always': Query
 * would otherwise pause calls while the browser says it is offline, and the player would never
 * get the offline message of spec §8.
 */
import { QueryClient } from '@tanstack/react-query';
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
