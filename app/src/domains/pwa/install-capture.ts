/**
 * Catches the browser's deferred install prompt (beforeinstallprompt) from the entry, before
 * React mounts: the browser fires it once, at a moment of its choosing (as early as the page
 * loads), and a listener that came with the lazy install popup could miss it. Only these few
 * bytes are on the first paint; the popup polls `captured.prompt` (spec §4). The installed event
 * (appinstalled) needs no such haste, as it follows a tap: the popup's host, mounted after the
 * first paint on every page, hears it.
 */
export type DeferredPrompt = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: string }>;
};

/** The deferred prompt caught, until the popup takes it (a prompt can be shown once). */
export const captured: { prompt: DeferredPrompt | null } = { prompt: null };

addEventListener('beforeinstallprompt', (event) => {
  // Keeps the browser's own mini-infobar away: the site's popup offers the install.
  event.preventDefault();
  captured.prompt = event as DeferredPrompt;
});
