// @vitest-environment jsdom
/** useOpenedPageIn: Boot waits for the opened page's chunk, 10 s at most from its first screen. */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules(); // a fresh store: the chunk is not in
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function mount(when: boolean) {
  const { useOpenedPageIn, pageIn, OPENED_PAGE_WAIT_MS } = await import('./opened-page');
  const seen: boolean[] = [];
  function Probe({ when }: { when: boolean }) {
    seen.push(useOpenedPageIn(when));
    return null;
  }
  const view = render(<Probe when={when} />);
  return {
    seen,
    pageIn,
    cap: OPENED_PAGE_WAIT_MS,
    rerender: (w: boolean) => view.rerender(<Probe when={w} />),
  };
}

describe('useOpenedPageIn', () => {
  it('is in once the chunk is in', async () => {
    const { seen, pageIn } = await mount(true);
    expect(seen.at(-1)).toBe(false);
    act(() => pageIn.dispatch(true));
    expect(seen.at(-1)).toBe(true);
  });

  it('a chunk that never comes is waited for 10 s from the first screen, then drawn without', async () => {
    const { seen, cap, rerender } = await mount(false);
    expect(cap).toBe(10_000);
    act(() => vi.advanceTimersByTime(60_000)); // the status and the language not there yet
    expect(seen.at(-1)).toBe(false);
    rerender(true);
    act(() => vi.advanceTimersByTime(cap - 1));
    expect(seen.at(-1)).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(seen.at(-1)).toBe(true);
  });

  it('stays in: a later "not in" changes nothing', async () => {
    const { seen, pageIn } = await mount(true);
    act(() => pageIn.dispatch(true));
    act(() => pageIn.dispatch(false));
    expect(seen.at(-1)).toBe(true);
  });
});
