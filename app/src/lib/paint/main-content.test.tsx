// @vitest-environment jsdom
/**
 * The content mark of home and the game lobby: what waits for it sees it once it is
 * marked, however early, or after the 5 s cap; other pages wait for Boot's first frame only. The
 * redraw it causes is a transition (sliced), which the bench measures; here, only that it
 * arrives.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function at(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return import('./main-content');
}

/** The next frame and the task after it (lib/paint/useAfterFirstPaint's afterNextPaint). */
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('useMainContentShown', () => {
  it.each(['/m/home', '/m/game'])(
    'on %s: false until the content is marked, then true',
    async (path) => {
      const { markMainContentShown, useMainContentShown } = await at(path);
      const { result } = renderHook(() => useMainContentShown());
      expect(result.current).toBe(false);
      await act(async () => markMainContentShown());
      expect(result.current).toBe(true);
    },
  );

  it('a mark made before the page subscribes still counts', async () => {
    const { markMainContentShown, useMainContentShown } = await at('/m/home');
    const { result } = renderHook(() => {
      const shown = useMainContentShown();
      // Marked during the first render, before the hook's effect has subscribed.
      markMainContentShown();
      return shown;
    });
    await act(async () => undefined);
    expect(result.current).toBe(true);
  });

  it('content that never comes: true after the 5 s cap', async () => {
    vi.useFakeTimers();
    const { MAIN_CONTENT_WAIT_MS, useMainContentShown } = await at('/m/home');
    const { result } = renderHook(() => useMainContentShown());
    await act(async () => vi.advanceTimersByTime(MAIN_CONTENT_WAIT_MS - 1));
    expect(result.current).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('other pages wait for Boot’s first frame only; on home it is not the content', async () => {
    const news = await at('/m/news');
    const { result } = renderHook(() => news.useMainContentShown());
    expect(result.current).toBe(false);
    await act(async () => news.markFirstFrameShown());
    // A frame later (its presentation): what the mark starts never comes before it.
    expect(result.current).toBe(false);
    await act(nextFrame);
    expect(result.current).toBe(true);
    const home = await at('/m/home');
    const onHome = renderHook(() => home.useMainContentShown());
    await act(async () => home.markFirstFrameShown());
    await act(nextFrame);
    expect(onHome.result.current).toBe(false);
  });
});

describe('afterMainContent', () => {
  it('on home: runs once, when the content is marked', async () => {
    const { afterMainContent, markMainContentShown } = await at('/m/home');
    const run = vi.fn();
    afterMainContent(run);
    expect(run).not.toHaveBeenCalled();
    markMainContentShown();
    markMainContentShown();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once when the content is already marked', async () => {
    const home = await at('/m/home');
    home.markMainContentShown();
    const run = vi.fn();
    home.afterMainContent(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('on another page: runs once Boot’s first frame is on screen', async () => {
    const news = await at('/m/news');
    const run = vi.fn();
    news.afterMainContent(run);
    expect(run).not.toHaveBeenCalled();
    news.markFirstFrameShown();
    expect(run).not.toHaveBeenCalled();
    await nextFrame();
    expect(run).toHaveBeenCalledOnce();
  });
});
