import { describe, expect, it } from 'vitest';
import { noOverlays, overlayReducer, type OverlayState } from './overlays';

const empty: OverlayState = noOverlays;
const notice = (uid: number, id?: string) => ({
  kind: 'notice' as const,
  uid,
  id,
  title: { text: 't' },
  message: { text: `m${uid}` },
});

describe('overlay queue', () => {
  it('queues notices so that one shows at a time, in order', () => {
    let state = overlayReducer(empty, { type: 'opened', overlay: notice(1) });
    state = overlayReducer(state, { type: 'opened', overlay: notice(2) });
    expect(state.notices.map((n) => n.uid)).toEqual([1, 2]);
    state = overlayReducer(state, { type: 'closed', uid: 1 });
    expect(state.notices.map((n) => n.uid)).toEqual([2]);
  });

  it('opens a notice with an id only once while it is queued or shown', () => {
    let state = overlayReducer(empty, { type: 'opened', overlay: notice(1, 'session-expired') });
    const again = overlayReducer(state, { type: 'opened', overlay: notice(2, 'session-expired') });
    expect(again).toBe(state);
    state = overlayReducer(state, { type: 'closed', uid: 1 });
    state = overlayReducer(state, { type: 'opened', overlay: notice(3, 'session-expired') });
    expect(state.notices.map((n) => n.uid)).toEqual([3]);
  });

  it('replaces a toast with the newer one and leaves notices alone', () => {
    const toast = (uid: number) => ({
      kind: 'toast' as const,
      uid,
      message: { text: 'x' },
      durationMs: 1500,
    });
    let state = overlayReducer(empty, { type: 'opened', overlay: notice(1) });
    state = overlayReducer(state, { type: 'opened', overlay: toast(2) });
    state = overlayReducer(state, { type: 'opened', overlay: toast(3) });
    expect(state.toast?.uid).toBe(3);
    expect(state.notices).toHaveLength(1);
    expect(overlayReducer(state, { type: 'closed', uid: 2 }).toast?.uid).toBe(3);
  });

  it('shows one loading indicator and hides it by uid or all at once', () => {
    const loading = (uid: number) => ({
      kind: 'loading' as const,
      uid,
      message: { text: '…' },
      durationMs: 10_000,
    });
    let state = overlayReducer(empty, { type: 'opened', overlay: loading(1) });
    state = overlayReducer(state, { type: 'opened', overlay: loading(2) });
    expect(state.loading?.uid).toBe(2);
    expect(overlayReducer(state, { type: 'closed', uid: 1 }).loading?.uid).toBe(2);
    expect(overlayReducer(state, { type: 'loadingHidden' }).loading).toBeNull();
    expect(overlayReducer(empty, { type: 'loadingHidden' })).toBe(empty);
  });
});
