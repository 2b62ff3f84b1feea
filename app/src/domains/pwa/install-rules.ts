/**
 * Which install popup a visitor gets (spec §2, §4, §8, §9), decided in pure functions so every
 * case has a table test: the browser's own prompt where it offered one, open-in-Chrome on Android
 * browsers that cannot install (with copy-link in the in-app browsers of social apps), the
 * add-to-home-screen guide on iOS (iOS 17 moved Share into the address bar), or nothing.
 */
import type { Browser } from '../../lib/device/browser';
import { MIN_IOS_WEB_APP } from '../app-download/links';
import { iosBefore, type Platform } from '../../lib/device/platform';
import type { StoredInstall } from '../../lib/storage/keys';

/** Spec §2: the install prompt shows only on these paths. */
export const INSTALL_PATHS: readonly string[] = ['/', '/m/home', '/m/index.html'];

/** Spec §9: the deferred prompt is polled 20 times at 150 ms; the popup waits 1 s to show, slides
 * in over 250 ms (install-prompt.css) and says 'installing' for 3 s. */
export const PROMPT_POLLS = 20;
export const PROMPT_POLL_MS = 150;
export const INSTALL_SHOW_DELAY_MS = 1000;
export const INSTALLING_MS = 3000;

/** iOS 17 and later: Share sits in the address bar (or its ⋯ menu); before, in the bottom bar. */
export const IOS_GUIDE_17 = 17;

/** The browser's deferred prompt: still awaited, here, or never came (the flag, spec §4). */
export type PromptState = 'waiting' | 'arrived' | 'missing';

export type InstallVariant =
  | 'prompt'
  | 'openInChrome'
  | 'copyLink'
  | 'iosGuide17'
  | 'iosGuideOld'
  | 'none'
  /** Nothing to show yet: the deferred prompt is still awaited. */
  | 'waiting';

export type InstallInputs = {
  path: string;
  platform: Platform;
  browser: Browser;
  /** The operator's wrapper app (the inApp parameter): the site is already an app there. */
  appMode: boolean;
  stored: StoredInstall;
  /** Declined or closed in this session. */
  declined: boolean;
  prompt: PromptState;
};

/** Spec §4: the installed event sets the decline counter to 99 and marks installed. */
export const INSTALLED_COUNT = 99;
export const INSTALLED: StoredInstall = { declines: INSTALLED_COUNT, installed: true };

export const isInstalled = (stored: StoredInstall): boolean =>
  stored.installed || stored.declines >= INSTALLED_COUNT;

export function installVariant(i: InstallInputs): InstallVariant {
  if (!INSTALL_PATHS.includes(i.path) || i.appMode || i.declined) return 'none';
  // A home-screen app (web clip or installed web app) or the native shell is installed already.
  if (i.platform.shell !== 'browser' || isInstalled(i.stored)) return 'none';
  if (i.prompt === 'arrived') return 'prompt';
  if (i.platform.os === 'ios') {
    if (iosBefore(i.platform, MIN_IOS_WEB_APP[0], MIN_IOS_WEB_APP[1])) return 'none';
    return iosBefore(i.platform, IOS_GUIDE_17) ? 'iosGuideOld' : 'iosGuide17';
  }
  if (i.prompt === 'waiting') return 'waiting';
  // No prompt came: Chrome itself has nothing better to offer (installed, or not installable).
  if (i.platform.os !== 'android' || i.browser === 'chrome') return 'none';
  return i.browser === 'social' ? 'copyLink' : 'openInChrome';
}

/** Declining the browser's prompt: one more decline (the session flag is set beside it). */
export const afterDecline = (stored: StoredInstall): StoredInstall => ({
  declines: Math.min(stored.declines + 1, INSTALLED_COUNT),
  installed: stored.installed,
});

/** Accepted: installed, the count kept. */
export const afterAccept = (stored: StoredInstall): StoredInstall => ({
  declines: stored.declines,
  installed: true,
});

/**
 * Awaits the deferred prompt (spec §4, §9): looks at once, then up to `polls` times every
 * `everyMs`; calls `done` with the prompt, or with null when it never came. Returns a cancel.
 */
export function pollDeferredPrompt<T>(
  get: () => T | null,
  done: (prompt: T | null) => void,
  polls = PROMPT_POLLS,
  everyMs = PROMPT_POLL_MS,
): () => void {
  let left = polls;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = () => {
    const prompt = get();
    if (prompt) return done(prompt);
    if (left-- === 0) return done(null);
    timer = setTimeout(look, everyMs);
  };
  look();
  return () => clearTimeout(timer);
}
