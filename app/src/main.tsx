// First: the install events may come at any moment after the entry runs (domains/pwa).
import './domains/pwa/install-capture';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startSiteStatus } from './app/App';
import { afterMainContent } from './lib/paint/main-content';
import { startStatusLanguage, startStoredLanguage } from './app/useBootLanguage';
import './styles/base.css';
import './styles/components.css';

// Read now, before any navigation changes the URL; processed in lazy chunks once the page's content
// is on screen, as neither is needed to paint: on other pages than home each was one more request
// in front of the largest paint.
// - The landing's attribution: its chunk is the content call's (vite.config.ts), which
//   index.html starts on home.
// - The web-clip flag (spec §4) needs the homescreen query of the URL as launched; it is first
//   read by a login or a registration, long after this chunk has come.
const landing = { hostname: location.hostname, search: location.search };
afterMainContent(() => {
  void import('./domains/attribution/landing').then((m) =>
    m.recordLanding(landing.hostname, landing.search),
  );
  void import('./lib/device/web-clip').then((m) => m.recordWebClipLaunch(landing.search));
});
startStoredLanguage();
// After the stored language: the status call goes with its Language header (app/build/index-html/boot-call.ts).
startSiteStatus()?.then(startStatusLanguage, () => undefined);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The service worker (/m/sw.js, spec §7) registers after load, from a chunk of its own, so it
// never competes with the first paint for bandwidth or bytes (domains/pwa/register-worker.ts), and
// after the page's content is on screen too (home's banners, the lobby's icons, elsewhere Boot's
// first frame): its install downloads every precached file, which queued in front of home's
// content chunks on a slow network.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  addEventListener('load', () =>
    afterMainContent(() => {
      void import('./domains/pwa/register-worker').then((m) => m.workerRegistration());
    }),
  );
}
