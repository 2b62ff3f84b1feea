import { describe, expect, it, vi } from 'vitest';
import { loadFromServers, ScriptLoadError } from './load-script';

describe('captcha script loader (spec §7, §8)', () => {
  it('falls back from a dead server to a live one, 3 s each', async () => {
    const inject = vi.fn(async (src: string) => {
      if (src.startsWith('https://dead')) throw new Error('timeout');
    });
    await expect(
      loadFromServers(
        ['https://dead.example/js/', 'https://live.example/js'],
        'gt.js',
        60204,
        inject,
      ),
    ).resolves.toBe('https://live.example/js/gt.js');
    expect(inject.mock.calls).toEqual([
      ['https://dead.example/js/gt.js', 3000],
      ['https://live.example/js/gt.js', 3000],
    ]);
  });

  it.each([60204, 60205])('reports %s when no server answers', async (code) => {
    const error = await loadFromServers(['a', 'b'], 'x.js', code, async () =>
      Promise.reject(new Error('down')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect((error as ScriptLoadError).code).toBe(code);
    expect((error as ScriptLoadError).message).toBe('Network failure');
  });
});
