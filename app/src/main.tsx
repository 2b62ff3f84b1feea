import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startStoredLanguage } from './app/useBootLanguage';
import { recordLanding } from './lib/attribution/landing';
import './styles/themes.css';
import './styles/base.css';
import './styles/components.css';

recordLanding(location.hostname, location.search);
startStoredLanguage();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The service worker (/m/sw.js, spec §7) registers after load so it never competes with the
// first paint for bandwidth.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  addEventListener('load', () => {
    void navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, {
      scope: import.meta.env.BASE_URL,
    });
  });
}
