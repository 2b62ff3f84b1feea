// @vitest-environment jsdom
/** Timed overlays close on time (spec §9): the loading toast after at most 10 s, a toast after its own. */
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlays, useOverlays } from '../../lib/overlays/overlays';
import { useAutoClose } from './useAutoClose';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  overlays.hideLoading();
  vi.useRealTimers();
});

describe('useAutoClose', () => {
  it('closes the loading toast after 10 s, not before', () => {
    overlays.showLoading();
    renderHook(() => useAutoClose(useOverlays().loading));
    vi.advanceTimersByTime(9_999);
    expect(overlays.get().loading).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(overlays.get().loading).toBeNull();
  });

  it('closes a toast after its own duration (1.5 s)', () => {
    overlays.open({ kind: 'toast', message: { key: 'common.comingSoon' }, durationMs: 1500 });
    renderHook(() => useAutoClose(useOverlays().toast));
    vi.advanceTimersByTime(1_499);
    expect(overlays.get().toast).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(overlays.get().toast).toBeNull();
  });
});
