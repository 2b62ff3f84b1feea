/** The app's one QueryClient. The request layer already reports errors; Query never retries a
 * failure the server answered, and retries a network failure once. */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && isApiError(error) && error.kind === 'network',
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
