// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initCaptcha, V4_API_SERVERS, V4_TIMEOUT_MS } from './geetest';
import { loadFromServers } from '../../lib/third-party/load-script';

vi.mock('../../lib/third-party/load-script', () => ({ loadFromServers: vi.fn() }));

const handlers = { onReady: vi.fn(), onPassed: vi.fn(), onError: vi.fn(), onClose: vi.fn() };
const config = { version: 'v4' as const, captchaId: 'cid', servers: ['/captcha'], language: 'en' };

function fakeProvider() {
  const provider = {
    onReady: () => provider,
    onSuccess: () => provider,
    onError: () => provider,
    onClose: () => provider,
    verify: vi.fn(),
    getValidate: () => false as const,
    reset: vi.fn(),
    destroy: vi.fn(),
  };
  return provider;
}

afterEach(() => {
  vi.mocked(loadFromServers).mockReset();
  delete window.initGeetest4;
});

describe('initCaptcha (spec §5, §7, §9)', () => {
  it('tries the init once more after a failure', async () => {
    const provider = fakeProvider();
    vi.mocked(loadFromServers)
      .mockRejectedValueOnce(new Error('script down'))
      .mockResolvedValueOnce('/captcha/gt4.js');
    window.initGeetest4 = (_settings, callback) => callback(provider);
    await expect(initCaptcha(config, handlers)).resolves.toBe(provider);
    expect(loadFromServers).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure', async () => {
    vi.mocked(loadFromServers).mockRejectedValue(new Error('script down'));
    await expect(initCaptcha(config, handlers)).rejects.toThrow('script down');
    expect(loadFromServers).toHaveBeenCalledTimes(2);
  });

  it('hands v4 its captcha id, the fallback API servers and the 10 s timeout', async () => {
    vi.mocked(loadFromServers).mockResolvedValue('/captcha/gt4.js');
    const init = vi.fn((_settings: Record<string, unknown>, callback: (p: never) => void) =>
      callback(fakeProvider() as never),
    );
    window.initGeetest4 = init;
    await initCaptcha(config, handlers);
    expect(init.mock.calls[0]?.[0]).toMatchObject({
      product: 'bind',
      captchaId: 'cid',
      apiServers: V4_API_SERVERS,
      timeout: V4_TIMEOUT_MS,
    });
    expect(V4_TIMEOUT_MS).toBe(10_000);
  });
});
