// @vitest-environment jsdom
/** When the update check runs (spec §4, §9): at start, 1.5 s, on becoming visible, hourly. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUpdateSchedule } from './useUpdateSchedule';

let hidden = false;
const setHidden = (value: boolean) => {
  hidden = value;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const HOUR = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function schedule() {
  const check = vi.fn();
  const hook = renderHook(() => useUpdateSchedule(check));
  return { check, hook };
}

describe('useUpdateSchedule', () => {
  it('checks at start, after 1.5 s, then hourly', () => {
    const { check } = schedule();
    expect(check).toHaveBeenCalledTimes(1);
    advance(1499);
    expect(check).toHaveBeenCalledTimes(1);
    advance(1);
    expect(check).toHaveBeenCalledTimes(2);
    advance(HOUR - 1500 - 1);
    expect(check).toHaveBeenCalledTimes(2);
    advance(1);
    expect(check).toHaveBeenCalledTimes(3);
    advance(HOUR);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('checks when the page becomes visible, not when it is hidden', () => {
    const { check } = schedule();
    advance(1500);
    setHidden(true);
    expect(check).toHaveBeenCalledTimes(2);
    setHidden(false);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('pauses while hidden: no hourly check, nor the 1.5 s one', () => {
    const { check } = schedule();
    setHidden(true);
    advance(3 * HOUR);
    expect(check).toHaveBeenCalledTimes(1);
    setHidden(false);
    expect(check).toHaveBeenCalledTimes(2);
    advance(HOUR);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('stops when unmounted', () => {
    const { check, hook } = schedule();
    hook.unmount();
    advance(2 * HOUR);
    setHidden(false);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
