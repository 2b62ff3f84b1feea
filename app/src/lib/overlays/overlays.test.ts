import { describe, expect, it } from 'vitest';
import {
  activeOverlay,
  noOverlays,
  overlayReducer,
  turnStatus,
  type OverlayState,
} from './overlays';

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

describe('turns of the global popups (announcement, welcome, later prompts)', () => {
  type Step = 'announcement' | 'welcome' | 'notice' | 'expiry' | 'close first';
  const run = (steps: Step[]): OverlayState =>
    steps.reduce((state, step, index) => {
      const uid = index + 1;
      if (step === 'close first') {
        const first = state.notices[0] ?? state.turns[0];
        return first ? overlayReducer(state, { type: 'closed', uid: first.uid }) : state;
      }
      const overlay =
        step === 'notice'
          ? notice(uid)
          : step === 'expiry'
            ? { ...notice(uid, 'session-expired'), dropsTurns: true }
            : { kind: 'turn' as const, uid, id: step };
      return overlayReducer(state, { type: 'opened', overlay });
    }, empty);
  const shown = (state: OverlayState) => {
    const active = activeOverlay(state);
    return active?.kind === 'turn' ? active.id : (active?.kind ?? null);
  };

  it.each<[string, Step[], string | null, string[]]>([
    ['nothing queued shows nothing', [], null, []],
    ['a lone popup takes its turn', ['announcement'], 'announcement', ['announcement']],
    [
      'popups go in the order they asked',
      ['announcement', 'welcome'],
      'announcement',
      ['announcement', 'welcome'],
    ],
    [
      'the next popup follows when one closes',
      ['announcement', 'welcome', 'close first'],
      'welcome',
      ['welcome'],
    ],
    ['a popup waits behind a notice', ['notice', 'announcement'], 'notice', ['announcement']],
    [
      'it opens once the notice is closed',
      ['notice', 'announcement', 'close first'],
      'announcement',
      ['announcement'],
    ],
    [
      'a notice goes before a popup already shown',
      ['announcement', 'notice'],
      'notice',
      ['announcement'],
    ],
    [
      'a popup asking twice keeps one place',
      ['announcement', 'announcement'],
      'announcement',
      ['announcement'],
    ],
    [
      'a session-expiry notice drops the popups waiting',
      ['announcement', 'welcome', 'expiry'],
      'notice',
      [],
    ],
    [
      'no popup queues behind a session-expiry notice',
      ['expiry', 'announcement', 'welcome'],
      'notice',
      [],
    ],
    [
      'after that notice popups may queue again',
      ['expiry', 'close first', 'announcement'],
      'announcement',
      ['announcement'],
    ],
  ])('%s', (_name, steps, active, turns) => {
    const state = run(steps);
    expect(shown(state)).toBe(active);
    expect(state.turns.map((t) => t.id)).toEqual(turns);
  });

  it('tells a popup whether it is shown, waiting or was dropped', () => {
    const waiting = run(['notice', 'announcement']);
    expect(turnStatus(waiting, 2)).toBe('waiting');
    expect(turnStatus(run(['announcement']), 1)).toBe('shown');
    expect(turnStatus(run(['expiry', 'announcement']), 2)).toBe('dropped');
    expect(turnStatus(run(['announcement', 'expiry']), 1)).toBe('dropped');
    const givenBack = overlayReducer(run(['expiry', 'announcement']), { type: 'closed', uid: 2 });
    expect(turnStatus(givenBack, 2)).toBe('idle');
    expect(givenBack.dropped).toEqual([]);
  });
});
