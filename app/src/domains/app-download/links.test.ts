// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { downloadLinks, downloadStep, offersApp, upgradeLink } from './links';
import { platformFor, UA } from '../../lib/device/user-agents.fixture';

const platform = platformFor;
const APK = 'https://dl.test/app.apk';
const STORE = 'https://apps.test/app';
const PROFILE = 'https://dl.test/web.mobileconfig';
const all = downloadLinks([
  { resourceType: 'Android', url: APK, version: '2.5.0' },
  { resourceType: 'IOS', url: STORE, version: '2.5.0' },
  { resourceType: 'MOBILECONFIG', url: PROFILE },
  { resourceType: 'AppDownloadIcon', url: 'https://dl.test/icon.png' },
]);
const noIos = downloadLinks([
  { resourceType: 'Android', url: APK },
  { resourceType: 'MOBILECONFIG', url: PROFILE },
]);
const none = downloadLinks([]);

describe('downloadLinks', () => {
  it('reads the four default keys and only http(s) links', () => {
    expect(all.icon).toBe('https://dl.test/icon.png');
    expect(all.android).toEqual({ url: APK, version: '2.5.0' });
    expect(downloadLinks([{ resourceType: 'Android', url: 'javascript:alert(1)' }]).android).toBe(
      null,
    );
  });
});

describe('downloadStep', () => {
  it.each([
    ['Android: the APK', platform(UA.android), all, false, { kind: 'open', url: APK }],
    ['Android without a link', platform(UA.android), none, false, { kind: 'none' }],
    [
      'a desktop gets the APK like the go-button',
      platform(UA.windows),
      all,
      false,
      { kind: 'open', url: APK },
    ],
    [
      'Android shell 2.4.39 with the bridge: direct',
      platform(`${UA.android} WpsApp/2.4.39`),
      all,
      true,
      { kind: 'native', url: APK },
    ],
    [
      'Android shell 2.4.38: opened',
      platform(`${UA.android} WpsApp/2.4.38`),
      all,
      true,
      { kind: 'open', url: APK },
    ],
    [
      'Android shell without the bridge method: opened',
      platform(`${UA.android} WpsApp/2.5.0`),
      all,
      false,
      { kind: 'open', url: APK },
    ],
    ['iOS with the IOS link', platform(UA.iphone17), all, false, { kind: 'open', url: STORE }],
    [
      'iOS 17 without it: the profile, then the tips',
      platform(UA.iphone17),
      noIos,
      false,
      { kind: 'profile', url: PROFILE },
    ],
    [
      'iOS 16 without it: app_goto_setting first',
      platform(UA.iphone16),
      noIos,
      false,
      { kind: 'confirmProfile', url: PROFILE },
    ],
    [
      'iPadOS as a Mac, 17.2: the profile',
      platform(UA.mac, { maxTouchPoints: 5 }),
      noIos,
      false,
      { kind: 'profile', url: PROFILE },
    ],
    ['iOS with nothing', platform(UA.iphone17), none, false, { kind: 'none' }],
  ] as const)('%s', (_name, p, links, bridge, step) => {
    expect(downloadStep(p, links, bridge)).toEqual(step);
  });
});

describe('offersApp', () => {
  it.each([
    ['an Android tab', platform(UA.android), all, false, true],
    ['app mode', platform(UA.android), all, true, false],
    ['the native shell', platform(`${UA.android} WpsApp/2.5.0`), all, false, false],
    ['an installed web app', platform(UA.android, { displayStandalone: true }), all, false, false],
    [
      'a web clip with an iOS link',
      platform(UA.iphone17, { iosStandalone: true }),
      all,
      false,
      true,
    ],
    ['a web clip without one', platform(UA.iphone17, { iosStandalone: true }), noIos, false, false],
    ['iOS 10, which cannot run a web app', platform(UA.iphone10), all, false, false],
    ['iOS 12.4', platform(UA.ipad12), all, false, true],
    ['no link for the platform', platform(UA.android), none, false, false],
  ] as const)('%s: %s', (_name, p, links, appMode, offered) => {
    expect(offersApp(p, links, appMode)).toBe(offered);
  });
});

describe('upgradeLink', () => {
  it.each([
    ['an older Android shell', platform(`${UA.android} WpsApp/2.4.40`), all, APK],
    ['the same version', platform(`${UA.android} WpsApp/2.5.0`), all, null],
    ['a newer shell', platform(`${UA.android} WpsApp/2.6`), all, null],
    [
      'a shell that does not say its version',
      platform(UA.iphone17, { nativeBridge: true }),
      all,
      STORE,
    ],
    ['no version on the link', platform(`${UA.android} WpsApp/1.0.0`), noIos, null],
    ['no link for the platform (iOS shell)', platform(`${UA.iphone17} WpsApp/1.0.0`), noIos, null],
    ['not in the shell', platform(UA.android), all, null],
  ] as const)('%s', (_name, p, links, url) => {
    expect(upgradeLink(p, links)?.url ?? null).toBe(url);
  });
});
