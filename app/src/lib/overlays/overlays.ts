/**
 * One typed registry for global overlays (notice alerts, toasts), with a queue so that two
 * never fight: one notice at a time, the next when it closes; one toast at a time, replaced.
 * An overlay with an id is opened at most once while it is queued or shown (several calls that
 * fail at once raise one 'please login' notice, spec §8).
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
};

export type ToastSpec = { kind: 'toast'; id?: string; message: OverlayText; durationMs: number };

type Queued<S> = S & { uid: number };

/** The loading indicator (spec §9: a loading toast lasts at most 10 s). */
export type LoadingSpec = { kind: 'loading'; message: OverlayText; durationMs: number };
export const LOADING_MAX_MS = 10_000;

export type OverlaySpec = NoticeSpec | ToastSpec | LoadingSpec;

/** Spec §9: the coming-soon toast lasts 1.5 s (social channels, the referral button). */
export const COMING_SOON_MS = 1500;

export function comingSoonToast(): ToastSpec {
  return { kind: 'toast', message: { key: 'common.comingSoon' }, durationMs: COMING_SOON_MS };
}

export type OverlayState = {
  notices: Queued<NoticeSpec>[];
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
      toast: state.toast?.uid === event.uid ? null : state.toast,
      loading: state.loading?.uid === event.uid ? null : state.loading,
    };
  }
  const overlay = event.overlay;
  if (overlay.kind === 'toast') return { ...state, toast: overlay };
  if (overlay.kind === 'loading') return { ...state, loading: overlay };
  if (overlay.id && state.notices.some((n) => n.id === overlay.id)) return state;
  return { ...state, notices: [...state.notices, overlay] };
}

export const noOverlays: OverlayState = { notices: [], toast: null, loading: null };
const store = createStore<OverlayState, OverlayEvent>(noOverlays, overlayReducer);
let nextUid = 1;

export const overlays = {
  open(spec: OverlaySpec): number {
    const uid = nextUid++;
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
