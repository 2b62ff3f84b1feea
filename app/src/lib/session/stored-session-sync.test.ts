// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from './store';
import { STORED_SESSION_POLL_MS, watchStoredSession } from './stored-session-sync';
import type { SessionInfo } from './types';

const KEY = 'MC_SESSION_INFO';
const mine: SessionInfo = {
  id: 7,
  token: 'tok-mine',
  merchantCode: 'demo',
  userName: 'demo01',
  type: 0,
  firstTimeLogin: false,
};
const other: SessionInfo = { ...mine, id: 8, token: 'tok-other', userName: 'demo02' };

let visibility: DocumentVisibilityState = 'visible';
let stop = () => {};

/** Another writer (a tab, the native shell): storage changes and this page is not told. */
function writtenElsewhere(session: SessionInfo | null): void {
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
}

function showPage(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  visibility = 'visible';
  sessionStore.dispatch({ type: 'loggedIn', session: mine });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStore.dispatch({ type: 'loggedOut' });
  localStorage.clear();
});

describe('the stored session, watched', () => {
  it('sees a logout written elsewhere at the next 800 ms poll, not before', () => {
    stop = watchStoredSession();
    writtenElsewhere(null);
    vi.advanceTimersByTime(STORED_SESSION_POLL_MS - 1);
    expect(sessionStore.get().status).toBe('member');
    vi.advanceTimersByTime(1);
    expect(sessionStore.get().status).toBe('guest');
  });

  it('takes another account stored elsewhere', () => {
    stop = watchStoredSession();
    writtenElsewhere(other);
    vi.advanceTimersByTime(STORED_SESSION_POLL_MS);
    expect(sessionStore.get().session?.token).toBe('tok-other');
  });

  it('applies at its first look a change made before the watch began (during the first paint)', () => {
    const bootText = localStorage.getItem(KEY);
    writtenElsewhere(null);
    stop = watchStoredSession(bootText);
    expect(sessionStore.get().status).toBe('guest');
  });

  it('applies another tab’s change at once, from its storage event', () => {
    stop = watchStoredSession();
    writtenElsewhere(null);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(sessionStore.get().status).toBe('guest');
  });

  it('does not poll while the page is hidden, and looks at once when it shows again', () => {
    stop = watchStoredSession();
    showPage('hidden');
    writtenElsewhere(null);
    vi.advanceTimersByTime(10 * STORED_SESSION_POLL_MS);
    expect(sessionStore.get().status).toBe('member');
    expect(vi.getTimerCount()).toBe(0);
    showPage('visible');
    expect(sessionStore.get().status).toBe('guest');
  });

  it('keeps the page’s session where storage refuses writes (nothing stored, nothing changes)', () => {
    localStorage.clear();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    stop = watchStoredSession();
    sessionStore.dispatch({ type: 'loggedIn', session: other });
    vi.advanceTimersByTime(5 * STORED_SESSION_POLL_MS);
    expect(sessionStore.get().session?.token).toBe('tok-other');
  });

  it('logs out on a stored session that is no longer readable, and removes it', () => {
    stop = watchStoredSession();
    localStorage.setItem(KEY, '{not json');
    vi.advanceTimersByTime(STORED_SESSION_POLL_MS);
    expect(sessionStore.get().status).toBe('guest');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('stops: no timer and no listener after the stop', () => {
    // jsdom tells other windows of the beforeEach's write by a timer of its own.
    const others = vi.getTimerCount();
    stop = watchStoredSession();
    expect(vi.getTimerCount()).toBe(others + 1);
    stop();
    expect(vi.getTimerCount()).toBe(others);
    writtenElsewhere(null);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(sessionStore.get().status).toBe('member');
  });
});
