/** The update check's pure rules (spec §4 "Update check", §9). */
import { describe, expect, it } from 'vitest';
import type { Platform } from '../../lib/device/platform';
import {
  isOurWorker,
  manifestHash,
  mayReload,
  popupDue,
  unregistersWorkers,
  UPDATE_TIMING,
  verdictOf,
} from './update-rules';

const A = manifestHash(['{"files":{"main.js":"/m/assets/index-a.js"}}', '']);
const B = manifestHash(['{"files":{"main.js":"/m/assets/index-b.js"}}', '']);

describe('manifestHash', () => {
  it.each<[string, string[], string[]]>([
    ['another build', ['a', ''], ['b', '']],
    ['the second manifest published', ['a', ''], ['a', '{}']],
    ['text moved between manifests', ['ab', ''], ['a', 'b']],
    ['a 404 against an empty file', ['', ''], ['', ' ']],
  ])('%s changes it', (_name, before, after) => {
    expect(manifestHash(before)).not.toBe(manifestHash(after));
  });

  it('is 8 hex digits and stable', () => {
    expect(A).toMatch(/^[\da-f]{8}$/);
    expect(manifestHash(['x', 'y'])).toBe(manifestHash(['x', 'y']));
    expect(manifestHash(['', ''])).toMatch(/^[\da-f]{8}$/);
  });
});

describe('verdictOf', () => {
  it.each<[string | null, string, string]>([
    [null, A, 'first'],
    [A, A, 'same'],
    [A, B, 'changed'],
  ])('stored %s, now %s: %s', (stored, current, verdict) => {
    expect(verdictOf(stored, current)).toBe(verdict);
  });
});

describe('popupDue: the refresh popup shows once a version', () => {
  it.each<[string | null, string, boolean]>([
    [null, A, true],
    [A, A, false],
    [A, B, true],
  ])('shown for %s, now %s: %s', (shownFor, current, due) => {
    expect(popupDue(shownFor, current)).toBe(due);
  });
});

describe('mayReload: the reload-loop guard', () => {
  it.each<[string, string | null, string, boolean, boolean]>([
    ['a visible tab, first reload', null, A, false, true],
    ['a visible tab, reloaded for an older version', B, A, false, true],
    ['reloaded for this version already', A, A, false, false],
    ['a hidden tab', null, A, true, false],
  ])('%s', (_name, reloadedFor, current, hidden, allowed) => {
    expect(mayReload(reloadedFor, current, hidden)).toBe(allowed);
  });
});

const platform = (shell: Platform['shell'], os: Platform['os']): Platform => ({
  os,
  shell,
  iosVersion: null,
  appVersion: null,
});
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile';

describe('unregistersWorkers: the Android shell and in-app browsers', () => {
  it.each<[string, Platform, string, boolean]>([
    ['Chrome on Android', platform('browser', 'android'), CHROME, false],
    ['the Android native shell', platform('native', 'android'), CHROME, true],
    ['the iOS native shell', platform('native', 'ios'), 'iPhone', false],
    ['an installed PWA', platform('pwa', 'android'), CHROME, false],
    ['Facebook', platform('browser', 'android'), `${CHROME} [FB_IAB/FB4A;FBAV/450.0;]`, true],
    ['Instagram', platform('browser', 'android'), `${CHROME} Instagram 300.0`, true],
    ['LINE', platform('browser', 'ios'), 'iPhone Safari Line/13.1.0', true],
    ['WeChat', platform('browser', 'android'), `${CHROME} MicroMessenger/8.0`, true],
    [
      'an Android WebView',
      platform('browser', 'android'),
      'Mozilla/5.0 (Linux; Android 14; wv)',
      true,
    ],
  ])('%s: %s', (_name, p, userAgent, unregisters) => {
    expect(unregistersWorkers(p, userAgent)).toBe(unregisters);
  });
});

describe('isOurWorker: script path contains /m/sw', () => {
  it.each<[string, boolean]>([
    ['https://site.example/m/sw.js', true],
    ['https://site.example/m/sw.js?env=prod&merchant=demo', true],
    ['https://site.example/m/sw-old.js', true],
    ['https://site.example/firebase-messaging-sw.js', false],
    ['https://site.example/other/sw.js?from=/m/sw', false],
    ['not a url', false],
  ])('%s: %s', (url, ours) => {
    expect(isOurWorker(url)).toBe(ours);
  });
});

it('spec §9 timings', () => {
  expect(UPDATE_TIMING).toEqual({
    firstCheckMs: 1500,
    checkEveryMs: 3_600_000,
    skipWaitingDelayMs: 200,
    updateWindowMs: 60_000,
    reloadDelayMs: 200,
    reloadLoadingMs: 5000,
  });
});
