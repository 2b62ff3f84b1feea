import { describe, expect, it } from 'vitest';
import { browserOf, chromeIntentUrl } from './browser';
import { UA } from './user-agents.fixture';

describe('browserOf (install prompt)', () => {
  it.each([
    ['Chrome on Android', UA.android, 'chrome'],
    ['Chrome on the desktop', UA.windows, 'chrome'],
    ['Firefox on Android', 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0', 'other'],
    ['an Android web view', 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36', 'other'],
    ['Samsung Internet', 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'other'],
    ['Facebook', 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]', 'social'],
    ['Instagram', 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 Instagram 300.0.0.0 Android', 'social'],
    ['LINE', 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 Line/14.0.0', 'social'],
    ['TikTok', 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 musical_ly_2023', 'social'],
    ['Safari on iPhone', UA.iphone17, 'other'],
  ])('%s → %s', (_name, userAgent, browser) => {
    expect(browserOf(userAgent)).toBe(browser);
  }); // prettier-ignore

  it('opens the same page in Chrome, falling back to it', () => {
    expect(chromeIntentUrl('https://m.demo.example/m/home?aff=7')).toBe(
      'intent://m.demo.example/m/home?aff=7#Intent;scheme=https;package=com.android.chrome;' +
        'S.browser_fallback_url=https%3A%2F%2Fm.demo.example%2Fm%2Fhome%3Faff%3D7;end',
    );
  });
});
