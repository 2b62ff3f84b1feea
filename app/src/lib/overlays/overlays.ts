/**
 * One typed registry for global overlays (notice alerts, toasts, and the turns of the popups
 * that open by themselves), with a queue so that two modals never show together (Mastodon's
 * modal_root): one notice at a time, the next when it closes; a popup (announcement, welcome
 * images, later prompts) asks for a turn and shows only while it heads the queue and no notice
 * shows. One toast at a time, replaced. An overlay with an id is opened at most once while it is
 * queued or shown (several calls that fail at once raise one 'please login' notice, spec §8).
 * Dialogs that a screen opens for itself (login, service) stay local to that screen.
 */
import { useSyncExternalStore } from 'react';
import type { MessageKey } from '../i18n/messages';
import { createStore } from '../store';

/** Text is either a message key (translated when shown, with its variables) or server text. */
export type OverlayText =
  { key: MessageKey; vars?: Record<string, string | number> } | { text: string };

export type NoticeSpec = {
  kind: 'notice';
  id?: string;
  title: OverlayText;
  message: OverlayText;
  confirm?: OverlayText;
  onConfirm?: () => void;
  /** Drops the popups waiting and refuses new ones while it shows (session expiry: the player
   * is sent to log in, and a guest popup over the way there would only be in the way). */
  dropsTurns?: boolean;
};

/** A popup's place in the queue; the popup draws itself while its turn is shown. */
export type TurnSpec = { kind: 'turn'; id: string };

export type ToastSpec = { kind: 'toast'; id?: string; message: OverlayText; durationMs: number };

type Queued<S> = S & { uid: number };

/** The loading indicator (spec §9: a loading toast lasts at most 10 s). */
export type LoadingSpec = { kind: 'loading'; message: OverlayText; durationMs: number };
export const LOADING_MAX_MS = 10_000;

export type OverlaySpec = NoticeSpec | ToastSpec | LoadingSpec | TurnSpec;

/** Spec §9: the coming-soon toast lasts 1.5 s (social channels, the referral button). */
export const COMING_SOON_MS = 1500;

export function comingSoonToast(): ToastSpec {
  return { kind: 'toast', message: { key: 'common.comingSoon' }, durationMs: COMING_SOON_MS };
}

export type OverlayState = {
  notices: Queued<NoticeSpec>[];
  turns: Queued<TurnSpec>[];
  /** Turns refused or dropped (until their popup gives them back), so the popup can give up. */
  dropped: number[];
  toast: Queued<ToastSpec> | null;
  loading: Queued<LoadingSpec> | null;
};

export type OverlayEvent =
  | { type: 'opened'; overlay: Queued<OverlaySpec> }
  | { type: 'closed'; uid: number }
  | { type: 'loadingHidden' };

export function overlayReducer(state: OverlayState, event: OverlayEvent): OverlayState {
  if (event.type === 'loadingHidden') return state.loading ? { ...state, loading: null } : state;
  if (event.type === 'closed') {
    return {
      notices: state.notices.filter((n) => n.uid !== event.uid),
      turns: state.turns.filter((n) => n.uid !== event.uid),
      dropped: state.dropped.filter((uid) => uid !== event.uid),
      toast: state.toast?.uid === event.uid ? null : state.toast,
      loading: state.loading?.uid === event.uid ? null : state.loading,
    };
  }
  const overlay = event.overlay;
  if (overlay.kind === 'toast') return { ...state, toast: overlay };
  if (overlay.kind === 'loading') return { ...state, loading: overlay };
  if (overlay.kind === 'turn') {
    if (state.notices.some((n) => n.dropsTurns))
      return { ...state, dropped: [...state.dropped, overlay.uid] };
    if (state.turns.some((n) => n.id === overlay.id)) return state;
    return { ...state, turns: [...state.turns, overlay] };
  }
  if (overlay.id && state.notices.some((n) => n.id === overlay.id)) return state;
  const notices = [...state.notices, overlay];
  if (!overlay.dropsTurns) return { ...state, notices };
  const dropped = [...state.dropped, ...state.turns.map((n) => n.uid)];
  return { ...state, notices, turns: [], dropped };
}

/** The one modal shown: the first notice, else the popup whose turn it is. */
export function activeOverlay(state: OverlayState): Queued<NoticeSpec | TurnSpec> | null {
  return state.notices[0] ?? state.turns[0] ?? null;
}

export type TurnStatus = 'idle' | 'shown' | 'waiting' | 'dropped';

/** Where the popup holding `uid` stands ('idle': it has not asked, or gave the turn back). */
export function turnStatus(state: OverlayState, uid: number): TurnStatus {
  if (activeOverlay(state)?.uid === uid) return 'shown';
  if (state.turns.some((n) => n.uid === uid)) return 'waiting';
  return state.dropped.includes(uid) ? 'dropped' : 'idle';
}

export const noOverlays: OverlayState = {
  notices: [],
  turns: [],
  dropped: [],
  toast: null,
  loading: null,
};
const store = createStore<OverlayState, OverlayEvent>(noOverlays, overlayReducer);
let lastUid = 0;
const newUid = (): number => ++lastUid;

export const overlays = {
  /** A uid to open an overlay with later (a popup knows its turn before it asks for it). */
  uid: newUid,
  open(spec: OverlaySpec, uid = newUid()): number {
    store.dispatch({ type: 'opened', overlay: { ...spec, uid } });
    return uid;
  },
  close(uid: number): void {
    store.dispatch({ type: 'closed', uid });
  },
  showLoading(): number {
    return overlays.open({
      kind: 'loading',
      message: { key: 'common.pleaseWait' },
      durationMs: LOADING_MAX_MS,
    });
  },
  hideLoading(): void {
    store.dispatch({ type: 'loadingHidden' });
  },
  get: store.get,
  subscribe: store.subscribe,
};

export function useOverlays(): OverlayState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
