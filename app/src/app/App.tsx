import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/api/query-client';
import { siteStatusQuery } from '../lib/site/status';
import { Boot } from './Boot';

const queryClient = createQueryClient();

/**
 * Takes the status that index.html asked for as the entry runs, not at Boot's first render
 * (issue 18). Not under a service worker: the page then paints from the stored status and asks
 * after that paint (lib/site/status), and nothing may go to the network before it.
 */
export function startSiteStatus() {
  return navigator.serviceWorker?.controller ? null : queryClient.fetchQuery(siteStatusQuery);
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Boot />
    </QueryClientProvider>
  );
}
