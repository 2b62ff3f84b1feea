// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { iosBefore, platformOf } from './platform';
import { signalsFor, UA } from './user-agents.fixture';

const signals = signalsFor;

describe('platformOf', () => {
  it.each([
    [
      'Android Chrome',
      signals(UA.android),
      { os: 'android', iosVersion: null, shell: 'browser', appVersion: null },
    ],
    [
      'iPhone on iOS 17.1',
      signals(UA.iphone17, { maxTouchPoints: 5 }),
      { os: 'ios', iosVersion: [17, 1], shell: 'browser', appVersion: null },
    ],
    [
      'iPhone on iOS 16.6',
      signals(UA.iphone16),
      { os: 'ios', iosVersion: [16, 6], shell: 'browser', appVersion: null },
    ],
    [
      'an old iPad',
      signals(UA.ipad12),
      { os: 'ios', iosVersion: [12, 4], shell: 'browser', appVersion: null },
    ],
    [
      'iPadOS reported as a Mac with touch',
      signals(UA.mac, { maxTouchPoints: 5 }),
      { os: 'ios', iosVersion: [17, 2], shell: 'browser', appVersion: null },
    ],
    [
      'a Mac without touch',
      signals(UA.mac),
      { os: 'other', iosVersion: null, shell: 'browser', appVersion: null },
    ],
    [
      'Windows',
      signals(UA.windows),
      { os: 'other', iosVersion: null, shell: 'browser', appVersion: null },
    ],
    [
      'the Android shell by its user agent',
      signals(`${UA.android} WpsApp/2.4.39`),
      { os: 'android', iosVersion: null, shell: 'native', appVersion: '2.4.39' },
    ],
    [
      'the iOS shell by its bridge, no version',
      signals(UA.iphone17, { nativeBridge: true }),
      { os: 'ios', iosVersion: [17, 1], shell: 'native', appVersion: null },
    ],
    [
      'an iOS web clip',
      signals(UA.iphone17, { iosStandalone: true, displayStandalone: true }),
      { os: 'ios', iosVersion: [17, 1], shell: 'webclip', appVersion: null },
    ],
    [
      'an installed web app',
      signals(UA.android, { displayStandalone: true }),
      { os: 'android', iosVersion: null, shell: 'pwa', appVersion: null },
    ],
    [
      'the Android shell by its bridge, version from it',
      signals(UA.android, { nativeBridge: true, bridgeVersion: '2.4.39' }),
      { os: 'android', iosVersion: null, shell: 'native', appVersion: '2.4.39' },
    ],
    [
      'the version in the user agent wins over the bridge',
      signals(`${UA.android} WpsApp/2.5.0`, { nativeBridge: true, bridgeVersion: '2.4.39' }),
      { os: 'android', iosVersion: null, shell: 'native', appVersion: '2.5.0' },
    ],
    [
      'the shell wins over standalone',
      signals(`${UA.android} WpsApp/3.0.0`, { displayStandalone: true }),
      { os: 'android', iosVersion: null, shell: 'native', appVersion: '3.0.0' },
    ],
  ] as const)('%s', (_name, s, expected) => {
    expect(platformOf(s)).toEqual(expected);
  });

  it('iosBefore compares major, then minor; unknown is never before', () => {
    const ios = (ua: string) => platformOf(signals(ua));
    expect(iosBefore(ios(UA.iphone16), 17)).toBe(true);
    expect(iosBefore(ios(UA.iphone17), 17)).toBe(false);
    expect(iosBefore(ios(UA.ipad12), 12, 5)).toBe(true);
    expect(iosBefore(ios(UA.ipad12), 12, 4)).toBe(false);
    expect(iosBefore(ios(UA.android), 17)).toBe(false);
  });
});
