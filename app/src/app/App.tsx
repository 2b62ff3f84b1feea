import { loadSiteStatus } from '../domains/site/status';
import { Boot } from './Boot';

/**
 * Takes the status that index.html asked for as the entry runs, not at Boot's first render.
 * Not under a service worker: the page then paints from the stored status and asks
 * after that paint (domains/site/status-call), and nothing may go to the network before it.
 */
export function startSiteStatus() {
  return navigator.serviceWorker?.controller ? null : loadSiteStatus();
}

/**
 * No QueryClientProvider here: the query client loads with the first part that needs it, and
 * each lazy part that does brings its own provider (lib/api/with-query-client.ts).
 */
export function App() {
  return <Boot />;
}
