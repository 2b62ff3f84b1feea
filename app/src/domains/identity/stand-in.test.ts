// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSED_GRACE_MS, popupSignIn } from './stand-in';

const PAGE = 'http://127.0.0.1:8080/sandbox-pages/identity.html';

/** A message from the popup; jsdom only takes real windows as a source, so it is set after. */
function answer(popup: object, data: unknown, origin = new URL(PAGE).origin) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: popup });
  window.dispatchEvent(event);
}

describe('the identity stand-in popup', () => {
  let popup: { closed: boolean };
  beforeEach(() => {
    vi.useFakeTimers();
    popup = { closed: false };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('takes a token posted just before a close the opener saw first (a busy phone)', async () => {
    const signedIn = popupSignIn(PAGE, 'facebook');
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500); // the poll sees it closed before the message runs
    answer(popup, { type: 'SANDBOX_ID_TOKEN', idToken: 'id-token', channel: 'facebook' });
    await expect(signedIn).resolves.toBe('id-token');
  });

  it('counts a popup closed without an answer as cancelled, after the grace', async () => {
    const signedIn = popupSignIn(PAGE, 'google');
    const settled = vi.fn();
    signedIn.catch(settled);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500 + CLOSED_GRACE_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'auth/popup-closed-by-user' }),
    );
  });

  it('ignores messages from another window or origin', async () => {
    const signedIn = popupSignIn(PAGE, 'google');
    answer({}, { type: 'SANDBOX_ID_TOKEN', idToken: 'forged' });
    answer(popup, { type: 'SANDBOX_ID_TOKEN', idToken: 'forged' }, 'https://evil.example');
    answer(popup, { type: 'SANDBOX_ID_TOKEN', idToken: 'real' });
    await expect(signedIn).resolves.toBe('real');
  });
});
