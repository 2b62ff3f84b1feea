/**
 * The site status's state (spec §7) as a pure reducer with past-tense events: what Boot, the
 * header and the route guard read before the first paint, in a store of a few hundred bytes
 * rather than through TanStack Query, whose 10 KB then load after that paint with the first
 * chunk that asks a server for anything else (the first paint of /m/home).
 *
 * The rules are Query's as the status used them: no retry, no fetch on focus; a failure keeps
 * the last status answered; an answer equal to the one shown keeps its object, so that effects
 * which depend on it do not run again.
 */
import type { SiteStatus } from '@wps/contract/status';
import { CacheTime } from '../../lib/api/cache';

export type StatusState = {
  data: SiteStatus | undefined;
  /** The last attempt's failure; null once an attempt answers. */
  error: unknown;
  /** 0 for none, and for the stored status of a repeat visit until the server answers. */
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  isFetching: boolean;
};

export type StatusEvent =
  | { type: 'fetchStarted' }
  | { type: 'answered'; value: SiteStatus; at: number }
  | { type: 'failed'; error: unknown; at: number };

export function initialStatusState(stored: SiteStatus | undefined): StatusState {
  return { data: stored, error: null, dataUpdatedAt: 0, errorUpdatedAt: 0, isFetching: false };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function reduceStatus(state: StatusState, event: StatusEvent): StatusState {
  switch (event.type) {
    case 'fetchStarted':
      return state.isFetching ? state : { ...state, isFetching: true };
    case 'answered':
      return {
        data: state.data !== undefined && same(state.data, event.value) ? state.data : event.value,
        error: null,
        dataUpdatedAt: event.at,
        errorUpdatedAt: state.errorUpdatedAt,
        isFetching: false,
      };
    case 'failed':
      return { ...state, error: event.error, errorUpdatedAt: event.at, isFetching: false };
  }
}

/**
 * Whether a part that reads the status asks for it when it mounts: when nothing is known yet
 * (never after a failure: a closed site must not loop), or when the status answered on this
 * visit is older than the long cache time. Never for the stored status: Boot asks again once it
 * has painted (the first-paint rule of ./status-call).
 */
export function fetchOnMount(state: StatusState, now: number): boolean {
  if (state.isFetching) return false;
  if (state.data === undefined) return state.error === null;
  return state.dataUpdatedAt > 0 && now - state.dataUpdatedAt > CacheTime.long;
}

/** Back online: asked again when nothing was answered, or what was is older than the cache time. */
export function fetchOnReconnect(state: StatusState, now: number): boolean {
  if (state.isFetching) return false;
  return state.data === undefined || now - state.dataUpdatedAt > CacheTime.long;
}
