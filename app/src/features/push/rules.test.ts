import { describe, expect, it } from 'vitest';
import { browserOf } from '../../lib/device/browser';
import { platformFor, UA } from '../../lib/device/user-agents.fixture';
import type { PlatformSignals } from '../../lib/device/platform';
import { pushOffer, tokenDue, TOKEN_REFRESH_MS, type PushOffer } from './rules';

const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]';
const IPHONE_16_3 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1';

type Case = {
  ua: string;
  signals?: Partial<PlatformSignals>;
  supported?: boolean;
  privateMode?: boolean;
};

const offer = ({ ua, signals, supported = true, privateMode = false }: Case) =>
  pushOffer({ platform: platformFor(ua, signals), browser: browserOf(ua), supported, privateMode });

describe('who is offered the push prompt (spec §2, §4)', () => {
  it.each<[string, Case, PushOffer]>([
    ['Chrome on Android', { ua: UA.android }, 'prompt'],
    [
      'an installed web app on Android',
      { ua: UA.android, signals: { displayStandalone: true } },
      'prompt',
    ],
    ['a desktop browser', { ua: UA.windows }, 'prompt'],
    ['a browser without the push APIs', { ua: UA.android, supported: false }, 'none'],
    ['a private window', { ua: UA.android, privateMode: true }, 'none'],
    ['the in-app browser of a social app', { ua: FACEBOOK_ANDROID }, 'none'],
    ['the operator native app', { ua: UA.android, signals: { nativeBridge: true } }, 'none'],
    [
      'Safari on iOS 17 in a tab: install first',
      { ua: UA.iphone17, supported: false },
      'installFirst',
    ],
    [
      'Safari on iOS 16.6 in a tab: install first',
      { ua: UA.iphone16, supported: false },
      'installFirst',
    ],
    ['iOS 17 home-screen web app', { ua: UA.iphone17, signals: { iosStandalone: true } }, 'prompt'],
    ['iOS 16.3: no web push at all', { ua: IPHONE_16_3, signals: { iosStandalone: true } }, 'none'],
    ['iOS 10 in a tab', { ua: UA.iphone10 }, 'none'],
    ['iOS 17 in a private tab', { ua: UA.iphone17, privateMode: true }, 'none'],
  ])('%s → %s', (_name, input, expected) => {
    expect(offer(input)).toBe(expected);
  });
});

describe('the 7-day token refresh (spec §4, §9)', () => {
  const NOW = Date.UTC(2026, 10, 26, 12);
  it.each<[string, { token: string; fetchedAt: number } | null, boolean]>([
    ['no token stored', null, true],
    ['fetched just now', { token: 't', fetchedAt: NOW }, false],
    ['fetched 6 days ago', { token: 't', fetchedAt: NOW - 6 * 86_400_000 }, false],
    [
      'one millisecond short of 7 days',
      { token: 't', fetchedAt: NOW - TOKEN_REFRESH_MS + 1 },
      false,
    ],
    ['exactly 7 days ago', { token: 't', fetchedAt: NOW - TOKEN_REFRESH_MS }, true],
    ['30 days ago', { token: 't', fetchedAt: NOW - 30 * 86_400_000 }, true],
    ['stamped in the future (clock moved back)', { token: 't', fetchedAt: NOW + 60_000 }, true],
  ])('%s → refresh %s', (_name, stored, due) => {
    expect(tokenDue(stored, NOW)).toBe(due);
  });
});
