// @vitest-environment jsdom
/**
 * preloadSanitizer: the sanitiser's chunk is fetched ahead of a popup, and the slides
 * it names are sanitised then, one per task, so the task that opens the popup only inserts them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const sanitizeHtml = vi.hoisted(() => vi.fn((html: string) => `safe ${html}`));
vi.mock('../sanitize-html', () => ({ sanitizeHtml }));

afterEach(() => {
  vi.useRealTimers();
});

describe('preloadSanitizer', () => {
  it('sanitises the named HTML once loaded, one per task', async () => {
    vi.useFakeTimers();
    const { preloadSanitizer } = await import('./SafeHtml');
    preloadSanitizer(['<p>a</p>', '<p>b</p>']);
    await vi.dynamicImportSettled();
    // The chunk's promise settles a few microtasks later: then the two tasks are queued.
    for (let turn = 0; turn < 10 && vi.getTimerCount() < 2; turn++) await Promise.resolve();
    expect(vi.getTimerCount(), 'a task for each').toBe(2);
    expect(sanitizeHtml).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(sanitizeHtml.mock.calls).toEqual([['<p>a</p>'], ['<p>b</p>']]);
  });
});
