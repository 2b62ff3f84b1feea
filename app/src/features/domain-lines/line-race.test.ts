import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineBase, MAX_LINES, pickLines, pingLine, shuffle, sortByTime } from './line-race';

afterEach(() => vi.unstubAllGlobals());

describe('line race', () => {
  it.each([
    ['m1.demo.example', 'https:', 'https://m1.demo.example'],
    ['m1.demo.example/', 'http:', 'http://m1.demo.example'],
    ['http://m2.demo.example', 'https:', 'http://m2.demo.example'],
    [' HTTPS://M3.demo.example ', 'http:', 'HTTPS://M3.demo.example'],
  ])('%s on %s → %s', (domain, protocol, expected) => {
    expect(lineBase(domain, protocol)).toBe(expected);
  });

  it('shuffles without losing or duplicating lines', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = shuffle(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffle(items, () => 0)).not.toEqual(items);
  });

  it('races at most 10 distinct lines', () => {
    const domains = Array.from({ length: 14 }, (_, i) => `m${i}.demo.example`);
    const lines = pickLines([...domains, 'm1.demo.example', ''], 'https:');
    expect(lines).toHaveLength(MAX_LINES);
    expect(new Set(lines).size).toBe(MAX_LINES);
  });

  it('sorts fastest first and failures last', () => {
    expect(
      sortByTime([
        { base: 'a', ms: 300 },
        { base: 'b', ms: null },
        { base: 'c', ms: 40 },
      ]).map((r) => r.base),
    ).toEqual(['c', 'a', 'b']);
  });

  it('times a line, and marks an error or a timeout as no answer', async () => {
    vi.useFakeTimers();
    let clock = 1000;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        clock += 120;
        return new Response('{"success":true,"value":true}');
      }),
    );
    await expect(pingLine('https://m1.example', () => clock)).resolves.toEqual({
      base: 'https://m1.example',
      ms: 120,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await expect(pingLine('https://m2.example')).resolves.toEqual({
      base: 'https://m2.example',
      ms: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_r, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      ),
    );
    const slow = pingLine('https://m3.example');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(slow).resolves.toEqual({ base: 'https://m3.example', ms: null });
    vi.useRealTimers();
  });
});
