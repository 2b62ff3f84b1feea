/**
 * How the popups that open by themselves (announcement, welcome images, later prompts) take
 * turns in the overlay queue (`overlays.ts`): a popup asks for a turn when it wants to show and
 * draws itself only while the turn is shown, so it never opens over a notice or another popup.
 * Among the server popups the announcement decides first: the welcome images wait until it has
 * decided not to show or has been closed, so it never loses its place to them.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createStore } from '../store';
import { overlays, turnStatus, useOverlays, type TurnStatus } from './overlays';

const store = createStore<boolean, boolean>(false, (_settled, next) => next);

/** The announcement host calls this with true once it is done (not shown, closed or failed). */
export function setAnnouncementSettled(settled: boolean): void {
  store.dispatch(settled);
}

export function useAnnouncementSettled(): boolean {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Holds a turn for popup `id` while `wanted`, and gives it back when no longer wanted (closed,
 * unmounted). 'dropped' when the queue refused or dropped it (a session-expiry notice): the popup
 * then gives up for this visit.
 */
export function usePopupTurn(id: string, wanted: boolean): TurnStatus {
  const [uid] = useState(overlays.uid);
  const status = turnStatus(useOverlays(), uid);
  useEffect(() => {
    if (!wanted) return;
    overlays.open({ kind: 'turn', id }, uid);
    return () => overlays.close(uid);
  }, [id, wanted, uid]);
  return wanted ? status : 'idle';
}

/**
 * The marketing popups (announcement, welcome images, download prompt) stay away while this is
 * true: a member on a safer-gambling break is not nudged back to play. The shell
 * (AfterPaintHosts) sets it from the member's state; it starts true, so nothing flashes before
 * the state is known, and a guest's is set false with the shell's first effects.
 */
const quietStore = createStore<boolean, boolean>(true, (_quiet, next) => next);

export function setMarketingQuiet(quiet: boolean): void {
  quietStore.dispatch(quiet);
}

export function useMarketingQuiet(): boolean {
  return useSyncExternalStore(quietStore.subscribe, quietStore.get, quietStore.get);
}
