// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserOf } from '../../lib/device/browser';
import { platformFor, UA } from '../../lib/device/user-agents.fixture';
import {
  afterAccept,
  afterDecline,
  installVariant,
  pollDeferredPrompt,
  type InstallInputs,
  type InstallVariant,
} from './install-rules';

/** Phone browsers of the install prompt beyond the app-download fixture. */
const MORE_UA = {
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  facebookAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]',
  samsung: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  instagramIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.0',
}; // prettier-ignore

const platform = platformFor;

const inputs = (userAgent: string, rest: Partial<InstallInputs> = {}): InstallInputs => ({
  path: '/m/home',
  platform: platform(userAgent),
  browser: browserOf(userAgent),
  appMode: false,
  stored: { declines: 0, installed: false },
  declined: false,
  prompt: 'missing',
  ...rest,
});

describe('which install popup (spec §2, §4, §8)', () => {
  it.each<[string, InstallInputs, InstallVariant]>([
    ['Chrome with the prompt', inputs(UA.android, { prompt: 'arrived' }), 'prompt'],
    ['Chrome while the prompt is awaited', inputs(UA.android, { prompt: 'waiting' }), 'waiting'],
    ['Chrome when it never came', inputs(UA.android), 'none'],
    ['Firefox on Android', inputs(MORE_UA.firefoxAndroid), 'openInChrome'],
    ['Samsung Internet without a prompt', inputs(MORE_UA.samsung), 'openInChrome'],
    ['Samsung Internet with one', inputs(MORE_UA.samsung, { prompt: 'arrived' }), 'prompt'],
    ['Facebook in-app browser', inputs(MORE_UA.facebookAndroid), 'copyLink'],
    ['Firefox still waiting', inputs(MORE_UA.firefoxAndroid, { prompt: 'waiting' }), 'waiting'],
    ['a desktop without a prompt', inputs(UA.windows), 'none'],
    ['iOS 17 (no wait for a prompt)', inputs(UA.iphone17, { prompt: 'waiting' }), 'iosGuide17'],
    ['iOS 16', inputs(UA.iphone16, { prompt: 'waiting' }), 'iosGuideOld'],
    ['iOS 17 in Instagram', inputs(MORE_UA.instagramIphone), 'iosGuide17'],
    ['iOS 10: no web app there', inputs(UA.iphone10), 'none'],
    ['iPad on iOS 12', inputs(UA.ipad12), 'iosGuideOld'],
    ['/m/index', inputs(UA.android, { prompt: 'arrived', path: '/m/index' }), 'none'],
    ['/', inputs(UA.android, { prompt: 'arrived', path: '/' }), 'prompt'],
    ['/m/index.html', inputs(UA.iphone17, { path: '/m/index.html' }), 'iosGuide17'],
    ['/m/game', inputs(UA.iphone17, { path: '/m/game' }), 'none'],
    [
      'an installed web app',
      inputs(UA.android, {
        prompt: 'arrived',
        platform: platform(UA.android, { displayStandalone: true }),
      }),
      'none',
    ],
    [
      'an iOS web clip',
      inputs(UA.iphone17, { platform: platform(UA.iphone17, { iosStandalone: true }) }),
      'none',
    ],
    [
      'the native shell',
      inputs(UA.android, {
        prompt: 'arrived',
        platform: platform(UA.android, { nativeBridge: true }),
      }),
      'none',
    ],
    ['app mode (inApp)', inputs(UA.android, { prompt: 'arrived', appMode: true }), 'none'],
    ['declined this session', inputs(UA.android, { prompt: 'arrived', declined: true }), 'none'],
    ['marked installed', inputs(UA.iphone17, { stored: { declines: 0, installed: true } }), 'none'],
    [
      'the installed event (99)',
      inputs(MORE_UA.firefoxAndroid, { stored: { declines: 99, installed: false } }),
      'none',
    ],
    [
      'declined twice before, a new session',
      inputs(UA.android, { prompt: 'arrived', stored: { declines: 2, installed: false } }),
      'prompt',
    ],
  ])('%s', (_name, given, variant) => {
    expect(installVariant(given)).toBe(variant);
  });
});

describe('the decline counter and the installed mark (spec §4)', () => {
  it('declining counts one more, installed untouched', () => {
    expect(afterDecline({ declines: 0, installed: false })).toEqual({
      declines: 1,
      installed: false,
    });
    expect(afterDecline({ declines: 4, installed: false })).toEqual({
      declines: 5,
      installed: false,
    });
  });
  it('never counts past the installed 99', () => {
    expect(afterDecline({ declines: 99, installed: true }).declines).toBe(99);
  });
  it('accepting marks installed and keeps the count', () => {
    expect(afterAccept({ declines: 3, installed: false })).toEqual({
      declines: 3,
      installed: true,
    });
  });
});

describe('the deferred prompt is polled 20 times at 150 ms (spec §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up after the 20th poll, at 3 s', () => {
    vi.useFakeTimers();
    const get = vi.fn(() => null);
    const done = vi.fn();
    pollDeferredPrompt(get, done);
    vi.advanceTimersByTime(2999);
    expect(done).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledTimes(20);
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledWith(null);
    // A look at once, then 20 polls.
    expect(get).toHaveBeenCalledTimes(21);
    vi.advanceTimersByTime(10_000);
    expect(get).toHaveBeenCalledTimes(21);
  });

  it('takes a prompt caught before it started at once', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    pollDeferredPrompt(() => 'event', done);
    expect(done).toHaveBeenCalledWith('event');
  });

  it('finds one that comes during the wait at the next poll', () => {
    vi.useFakeTimers();
    let event: string | null = null;
    const done = vi.fn();
    pollDeferredPrompt(() => event, done);
    vi.advanceTimersByTime(1000);
    event = 'event';
    vi.advanceTimersByTime(49);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledWith('event');
  });

  it('stops when cancelled', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const cancel = pollDeferredPrompt(() => null, done);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
  });
});
