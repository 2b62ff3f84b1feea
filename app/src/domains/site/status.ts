/**
 * The site status (spec §7) for the app: what the status call (./status-call) answered, in a small
 * store of its own (./status-state says why it is not a TanStack query).
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { SiteStatus } from '@wps/contract/status';
import { createStore, type Store } from '../../lib/store';
import { fetchSiteStatus, storedStatus } from './status-call';
import {
  fetchOnMount,
  fetchOnReconnect,
  initialStatusState,
  reduceStatus,
  type StatusEvent,
  type StatusState,
} from './status-state';

let store: Store<StatusState, StatusEvent> | null = null;
let inFlight: Promise<SiteStatus> | null = null;

/** Made on first use, not as the module loads: the stored status is read then (a test, a worker). */
export function siteStatusStore(): Store<StatusState, StatusEvent> {
  if (store) return store;
  const created = createStore(initialStatusState(storedStatus()), reduceStatus);
  store = created;
  // As Query did for it: back online, a status never answered (or an old one) is asked again.
  globalThis.addEventListener?.('online', () => {
    if (fetchOnReconnect(created.get(), Date.now())) void refetchSiteStatus();
  });
  return created;
}

/**
 * Asks the server for the status, or joins the attempt in flight; rejects as the call fails (its
 * notice already shown by fetchSiteStatus).
 */
export function loadSiteStatus(): Promise<SiteStatus> {
  if (inFlight) return inFlight;
  const state = siteStatusStore();
  state.dispatch({ type: 'fetchStarted' });
  const attempt = fetchSiteStatus().then(
    (value) => {
      state.dispatch({ type: 'answered', value, at: Date.now() });
      return value;
    },
    (error: unknown) => {
      state.dispatch({ type: 'failed', error, at: Date.now() });
      throw error;
    },
  );
  inFlight = attempt;
  void attempt.finally(() => (inFlight = null)).catch(() => undefined);
  return attempt;
}

/** A retry, or the ask after a stored status painted: never rejects, the state says how it went. */
export function refetchSiteStatus(): Promise<void> {
  return loadSiteStatus().then(
    () => undefined,
    () => undefined,
  );
}

/** True while the status shown is the stored one, not yet answered again on this visit. */
export const isStoredStatus = (status: { dataUpdatedAt: number; errorUpdatedAt: number }) =>
  !status.dataUpdatedAt && !status.errorUpdatedAt;

export type SiteStatusView = StatusState & {
  isPending: boolean;
  isError: boolean;
  /** An attempt of this visit has answered or failed (not the stored status). */
  isFetched: boolean;
  refetch: () => Promise<void>;
};

function viewOf(state: StatusState): SiteStatusView {
  return {
    ...state,
    isPending: state.data === undefined && state.error === null,
    isError: state.error !== null,
    isFetched: !isStoredStatus(state),
    refetch: refetchSiteStatus,
  };
}

export function useSiteStatus(): SiteStatusView {
  const { subscribe, get } = siteStatusStore();
  const state = useSyncExternalStore(subscribe, get);
  useEffect(() => {
    if (fetchOnMount(get(), Date.now())) void refetchSiteStatus();
  }, [get]);
  return useMemo(() => viewOf(state), [state]);
}
