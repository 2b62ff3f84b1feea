import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { siteStatusSchema } from '@wps/contract/status';
import { CacheTime } from '../../lib/api/cache';
import {
  fetchOnMount,
  fetchOnReconnect,
  initialStatusState,
  reduceStatus,
  type StatusState,
} from './status-state';

const site = v.parse(siteStatusSchema, { merchantCode: 'demo' });
const other = v.parse(siteStatusSchema, { merchantCode: 'demo', maintenance: true });
const failure = new Error('network');
const NOW = 1_800_000_000_000;
const STALE = NOW - CacheTime.long - 1;

const state = (patch: Partial<StatusState>): StatusState => ({
  ...initialStatusState(undefined),
  ...patch,
});

describe('reduceStatus', () => {
  it('marks an attempt, once', () => {
    const fetching = reduceStatus(state({}), { type: 'fetchStarted' });
    expect(fetching.isFetching).toBe(true);
    expect(reduceStatus(fetching, { type: 'fetchStarted' })).toBe(fetching);
  });

  it('takes an answer and clears the last failure', () => {
    const next = reduceStatus(state({ error: failure, errorUpdatedAt: 5, isFetching: true }), {
      type: 'answered',
      value: site,
      at: NOW,
    });
    expect(next).toEqual({
      data: site,
      error: null,
      dataUpdatedAt: NOW,
      errorUpdatedAt: 5,
      isFetching: false,
    });
  });

  it('keeps the object shown when the answer is the same, takes a new one when it is not', () => {
    const shown = { ...site };
    const same = reduceStatus(state({ data: shown }), { type: 'answered', value: site, at: NOW });
    expect(same.data).toBe(shown);
    const changed = reduceStatus(state({ data: shown }), {
      type: 'answered',
      value: other,
      at: NOW,
    });
    expect(changed.data).toBe(other);
  });

  it('keeps the last status answered through a failure', () => {
    const next = reduceStatus(state({ data: site, dataUpdatedAt: 7, isFetching: true }), {
      type: 'failed',
      error: failure,
      at: NOW,
    });
    expect(next).toEqual({
      data: site,
      error: failure,
      dataUpdatedAt: 7,
      errorUpdatedAt: NOW,
      isFetching: false,
    });
  });

  it('starts from the stored status as never answered on this visit', () => {
    expect(initialStatusState(site)).toEqual({
      data: site,
      error: null,
      dataUpdatedAt: 0,
      errorUpdatedAt: 0,
      isFetching: false,
    });
  });
});

describe('when the status is asked again', () => {
  const rows: [string, Partial<StatusState>, boolean, boolean][] = [
    // what is known, the state, on mount, back online
    ['nothing yet', {}, true, true],
    ['nothing yet, an attempt in flight', { isFetching: true }, false, false],
    ['a failure and nothing else (a closed site must not loop)', { error: failure }, false, true],
    ['the stored status of a repeat visit', { data: site }, false, true],
    ['an answer of this visit, fresh', { data: site, dataUpdatedAt: NOW - 1000 }, false, false],
    [
      'an answer of this visit, older than the cache time',
      { data: site, dataUpdatedAt: STALE },
      true,
      true,
    ],
    [
      'an old answer, then a failure',
      { data: site, dataUpdatedAt: STALE, error: failure },
      true,
      true,
    ],
    [
      'an old answer, asked already',
      { data: site, dataUpdatedAt: STALE, isFetching: true },
      false,
      false,
    ],
  ];
  it.each(rows)('%s', (_, patch, onMount, onReconnect) => {
    expect(fetchOnMount(state(patch), NOW)).toBe(onMount);
    expect(fetchOnReconnect(state(patch), NOW)).toBe(onReconnect);
  });
});
