import { describe, expect, it } from 'vitest';
import type { FirebaseChannel } from '@wps/contract/auth';
import { iosMajorVersion, isSafari, socialRoute, type RouteSignals } from './social-route';

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphoneSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  iphoneChrome12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/90.0 Mobile/15E148 Safari/604.1',
  iphoneWebView13:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  desktopEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
};

const withOAuth = { supports: () => true };
const withoutOAuth = { supports: (c: FirebaseChannel) => c === 'google' || c === 'facebook' };

describe('socialRoute (spec §4, §5)', () => {
  const rows: [string, FirebaseChannel, RouteSignals, string][] = [
    ['popup on Android Chrome', 'google', { userAgent: UA.androidChrome, bridge: null }, 'popup'],
    ['popup for facebook', 'facebook', { userAgent: UA.desktopChrome, bridge: null }, 'popup'],
    ['coming soon: twitter, Android, no bridge', 'twitter', { userAgent: UA.androidChrome, bridge: null }, 'coming-soon'],
    ['coming soon: line, Android, no bridge', 'line', { userAgent: UA.androidChrome, bridge: null }, 'coming-soon'],
    ['coming soon: shell without OAuth bridge', 'line', { userAgent: UA.androidChrome, bridge: withoutOAuth }, 'coming-soon'],
    ['native: shell with OAuth bridge, line', 'line', { userAgent: UA.androidChrome, bridge: withOAuth }, 'native'],
    ['native: shell, google', 'google', { userAgent: UA.androidChrome, bridge: withoutOAuth }, 'native'],
    ['native wins over Safari', 'google', { userAgent: UA.iphoneSafari17, bridge: withOAuth }, 'native'],
    ['redirect on iOS Safari', 'google', { userAgent: UA.iphoneSafari17, bridge: null }, 'redirect'],
    ['redirect on macOS Safari', 'twitter', { userAgent: UA.macSafari, bridge: null }, 'redirect'],
    ['redirect on iOS 12 even in Chrome', 'google', { userAgent: UA.iphoneChrome12, bridge: null }, 'redirect'],
    ['popup on iOS 17 Chrome', 'line', { userAgent: UA.iphoneChrome17, bridge: null }, 'popup'],
    ['popup in an iOS 13 web view', 'google', { userAgent: UA.iphoneWebView13, bridge: null }, 'popup'],
    ['popup on desktop Edge', 'twitter', { userAgent: UA.desktopEdge, bridge: null }, 'popup'],
  ]; // prettier-ignore
  it.each(rows)('%s', (_name, channel, signals, expected) => {
    expect(socialRoute(channel, signals)).toBe(expected);
  });
});

describe('user agent reading', () => {
  it.each([
    [UA.iphoneSafari17, 17],
    [UA.iphoneChrome12, 12],
    [UA.androidChrome, null],
    [UA.macSafari, null],
  ])('iosMajorVersion(%s) = %s', (ua, version) => expect(iosMajorVersion(ua)).toBe(version));

  it.each([
    [UA.iphoneSafari17, true],
    [UA.macSafari, true],
    [UA.iphoneChrome17, false],
    [UA.androidChrome, false],
    [UA.desktopEdge, false],
  ])('isSafari(%s) = %s', (ua, safari) => expect(isSafari(ua)).toBe(safari));
});
