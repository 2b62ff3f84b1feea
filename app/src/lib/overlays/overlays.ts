/**
 * One typed registry for global overlays (notice alerts, toasts), with a queue so that two
 * never fight: one notice at a time, the next when it closes; one toast at a time, replaced.
 * An overlay with an id is opened at most once while it is queued or shown (several calls that
 * fail at once raise one 'please login' notice, spec §8).
 */
import { useSyncExternalStore } from 'react';
import type { MessageKey } from '../i18n/messages';
import { createStore } from '../store';

/** Text is either a message key (translated when shown) or server text shown as is. */
export type OverlayText = { key: MessageKey } | { text: string };

export type NoticeSpec = {
  kind: 'notice';
  id?: string;
  title: OverlayText;
  message: OverlayText;
  confirm?: OverlayText;
  onConfirm?: () => void;
};

export type ToastSpec = { kind: 'toast'; id?: string; message: OverlayText; durationMs: number };

export type OverlaySpec = NoticeSpec | ToastSpec;
type Queued<S> = S & { uid: number };

export type OverlayState = { notices: Queued<NoticeSpec>[]; toast: Queued<ToastSpec> | null };

export type OverlayEvent =
  { type: 'opened'; overlay: Queued<OverlaySpec> } | { type: 'closed'; uid: number };

export function overlayReducer(state: OverlayState, event: OverlayEvent): OverlayState {
  if (event.type === 'closed') {
    return {
      notices: state.notices.filter((n) => n.uid !== event.uid),
      toast: state.toast?.uid === event.uid ? null : state.toast,
    };
  }
  const overlay = event.overlay;
  if (overlay.kind === 'toast') return { ...state, toast: overlay };
  if (overlay.id && state.notices.some((n) => n.id === overlay.id)) return state;
  return { ...state, notices: [...state.notices, overlay] };
}

const store = createStore<OverlayState, OverlayEvent>({ notices: [], toast: null }, overlayReducer);
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
  get: store.get,
  subscribe: store.subscribe,
};

export function useOverlays(): OverlayState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
