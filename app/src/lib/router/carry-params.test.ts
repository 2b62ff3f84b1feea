import { describe, expect, it } from 'vitest';
import { appModeIn, TRACKING_PARAMS, withTracking } from './carry-params';

describe('withTracking', () => {
  it.each([
    ['/m/game', '?r=abc', '/m/game?r=abc'],
    ['/m/game', '?r=abc&utm=x&token=t', '/m/game?r=abc'],
    ['/m/game?tab=slots', '?fbclid=f1&gclid=g1', '/m/game?tab=slots&fbclid=f1&gclid=g1'],
    ['/m/game?r=mine', '?r=theirs', '/m/game?r=mine'],
    ['/m/activity#top', '?cid=9', '/m/activity?cid=9#top'],
    ['/m/home', '', '/m/home'],
    ['/m/news', '?twclid=tw1&utm_source=mail', '/m/news?twclid=tw1&utm_source=mail'],
    [
      '/m/home',
      '?inApp=1&bbg=2&isBgeTest=1&ttclid=t&kwaiclid=k&affiliateCode=a&referralCode=rc',
      '/m/home?affiliateCode=a&referralCode=rc&inApp=1&ttclid=t&kwaiclid=k&bbg=2&isBgeTest=1',
    ],
  ])('%s with %s → %s', (to, search, expected) => {
    expect(withTracking(to, search)).toBe(expected);
  });

  it('covers every tracking parameter of spec §2, plus twclid and utm_source', () => {
    expect([...TRACKING_PARAMS].sort()).toEqual(
      [
        'affiliateCode',
        'referralCode',
        'r',
        'inApp',
        'fbclid',
        'gclid',
        'ttclid',
        'kwaiclid',
        'bbg',
        'isBgeTest',
        'cid',
        'twclid',
        'utm_source',
      ].sort(),
    );
  });
});

describe('appModeIn', () => {
  it.each([
    ['', false],
    ['?inApp=1', true],
    ['?r=abc&inApp=true', true],
    ['?inApp=', true],
    ['?inApp=0', false],
    ['?inApp=FALSE', false],
  ])('%s: %s', (search, appMode) => {
    expect(appModeIn(search)).toBe(appMode);
  });
});
