/**
 * The stored session is the one truth across the player's tabs and the native shell's web view
 * (spec §9: local-storage polling, 800 ms). Another tab's login or logout fires a `storage`
 * event here and is applied at once; a write that fires none (a native shell writing the web
 * view's storage) is seen by a poll every 800 ms while the page is visible, and at once when it
 * shows again. Only a change of the stored text counts: where storage refuses writes (private
 * mode, a full quota) the page's own session stands instead of being logged out by the poll.
 */
import { readStored, storedText } from '../storage/storage';
import { bootSessionText, sessionStore } from './store';

export const STORED_SESSION_POLL_MS = 800;
const KEY = 'MC_SESSION_INFO';

/**
 * Starts watching from the text the session started from: a change made before the watch began
 * (another tab's logout during the first paint) is applied by its first look. Answers the stop.
 */
export function watchStoredSession(since: string | null = bootSessionText): () => void {
  let last = since;
  let timer: ReturnType<typeof setInterval> | undefined;
  const check = () => {
    const text = storedText(KEY);
    if (text === last) return;
    last = text;
    // Read through the key's check: an unreadable session is removed and counts as gone.
    sessionStore.dispatch({ type: 'storedSessionChanged', session: readStored(KEY) });
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) check();
  };
  const poll = () => {
    clearInterval(timer);
    timer = undefined;
    if (document.visibilityState === 'hidden') return;
    check();
    timer = setInterval(check, STORED_SESSION_POLL_MS);
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', poll);
  poll();
  return () => {
    clearInterval(timer);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', poll);
  };
}
