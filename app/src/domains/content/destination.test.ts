import { describe, expect, it } from 'vitest';
import type { Banner, Promotion } from '@wps/contract/content';
import { bannerDestination } from './banner-route';
import { linkDestination, withProtocol, type LinkContext } from './destination';
import { goAction, showsGoButton, type GoContext } from './promotion-redirect';
import { referralOutcome } from './referral';

const origin = 'https://m.demo.test';
const session = { token: 'tok123', userName: 'demo01' };
const member: LinkContext = { origin, tokenLinkOrigins: ['https://games.partner.test'], session };
const guest: LinkContext = { ...member, session: null };

describe('linkDestination', () => {
  it.each([
    // Inside the app the session is already known: an in-app path never carries the token.
    ['/m/activity?id=2', { kind: 'internal', path: '/m/activity?id=2' }],
    ['/m', { kind: 'internal', path: '/m/home' }],
    ['/m/mall/mallHome', { kind: 'internal', path: '/m/mall/mallHome' }],
    // Links without http navigate inside the app (spec §2): the app's routes live under /m.
    ['/help', { kind: 'internal', path: '/m/help' }],
    ['news', { kind: 'internal', path: '/m/news' }],
    ['/mall/mallHome', { kind: 'internal', path: '/m/mall/mallHome' }],
    ['activity?id=7#top', { kind: 'internal', path: '/m/activity?id=7#top' }],
    ['/', { kind: 'internal', path: '/m/home' }],
    // Only an allowed other origin receives the session; this origin already shares it.
    [`${origin}/x`, { kind: 'external', url: `${origin}/x` }],
    [
      'https://games.partner.test/p',
      { kind: 'external', url: 'https://games.partner.test/p?token=tok123&username=demo01' },
    ],
    ['https://evil.test/p', { kind: 'external', url: 'https://evil.test/p' }],
    ['HTTP://evil.test/p', { kind: 'external', url: 'http://evil.test/p' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['JavaScript:alert(1)', { kind: 'none' }],
    ['data:text/html,x', { kind: 'none' }],
    ['mailto:a@b.test', { kind: 'none' }],
    ['//evil.test/p', { kind: 'none' }],
    ['/\\evil.test/p', { kind: 'none' }],
    ['/m/../../etc', { kind: 'none' }],
    ['../../etc', { kind: 'none' }],
    ['', { kind: 'none' }],
  ])('member: %s', (link, expected) => {
    expect(linkDestination(link, member)).toEqual(expected);
  });

  it('never adds a session for a guest', () => {
    expect(linkDestination('/m/news', guest)).toEqual({ kind: 'internal', path: '/m/news' });
    expect(linkDestination('https://games.partner.test/p', guest)).toEqual({
      kind: 'external',
      url: 'https://games.partner.test/p',
    });
  });

  it('a REDIRECT_URL without a protocol gets one; a path still stays inside', () => {
    expect(linkDestination('evil.test/p', member, { addProtocol: true })).toEqual({
      kind: 'external',
      url: 'https://evil.test/p',
    });
    expect(linkDestination('/help', member, { addProtocol: true })).toEqual({
      kind: 'internal',
      path: '/m/help',
    });
  });

  it.each([
    ['example.com', 'https://example.com'],
    ['http://a.test', 'http://a.test'],
  ])('withProtocol(%s)', (link, expected) => expect(withProtocol(link)).toBe(expected));
});

describe('bannerDestination', () => {
  const base: Banner = { bannerId: 1, groupName: 'm_home', url: '/i.png' };
  const ctx = { ...member, beforeLoginGoRegister: false };
  it.each([
    [
      { linkageType: 'P', linkage: '201' },
      { kind: 'internal', path: '/m/activity?id=201' },
    ],
    [
      { linkageType: 'URL', linkage: 'https://evil.test' },
      { kind: 'external', url: 'https://evil.test/' },
    ],
    [
      { linkageType: 'URL', linkage: '/news' },
      { kind: 'internal', path: '/m/news' },
    ],
    [
      { linkageType: 'G', vendor: 'LOTT', nodeId: '88' },
      { kind: 'internal', path: '/m/launchGame?vendor=LOTT&code=88&backUrl=%2Fm%2Fhome' },
    ],
    [{}, { kind: 'none' }],
  ] as const)('member taps %o', (fields, expected) => {
    expect(bannerDestination({ ...base, ...fields }, ctx)).toEqual(expected);
  });

  it.each([
    [true, '/m/register'],
    [false, '/m/login'],
  ])('guest with beforeLoginGoRegister %s goes to %s', (register, path) => {
    const destination = bannerDestination(
      { ...base, linkageType: 'P', linkage: '1' },
      {
        ...guest,
        beforeLoginGoRegister: register,
      },
    );
    expect(destination).toEqual({ kind: 'internal', path });
  });
});

describe('goAction', () => {
  const promo = (redirect: Promotion['redirect'], externalLink?: string): Promotion => ({
    id: 1, title: '', content: '', promoAnnouncementCategoryIds: [], redirect, externalLink,
  }); // prettier-ignore
  const go = (ctx: LinkContext): GoContext => ({ ...ctx, memberType: 0 });

  it.each([
    ['DEPOSIT', '/m/voucherCenter'],
    ['REWARD_CENTER', '/m/rewardCenter'],
    ['MISSION', '/m/leaderBoard'],
    ['POINT_MARKET', '/m/mall/mallHome'],
    ['MEMBER', '/m/member/benefits'],
  ] as const)('%s: member to %s, guest to the login modal', (redirect, path) => {
    expect(goAction(promo(redirect), go(member))).toEqual({ kind: 'internal', path });
    expect(goAction(promo(redirect), go(guest))).toEqual({ kind: 'auth', dialog: 'login' });
  });

  it('APP_DOWNLOAD starts the app-download flow (domains/app-download), for guests too', () => {
    expect(goAction(promo('APP_DOWNLOAD'), go(member))).toEqual({ kind: 'appDownload' });
    expect(goAction(promo('APP_DOWNLOAD'), go(guest))).toEqual({ kind: 'appDownload' });
  });

  it('REGISTER, INVITE_FRIENDS and REDIRECT_URL', () => {
    expect(goAction(promo('REGISTER'), go(guest))).toEqual({ kind: 'auth', dialog: 'register' });
    expect(goAction(promo('REGISTER'), go(member))).toEqual({ kind: 'internal', path: '/m/home' });
    expect(goAction(promo('INVITE_FRIENDS'), go(guest))).toEqual({ kind: 'referral' });
    expect(goAction(promo('REDIRECT_URL', 'promo.test/a'), go(guest))).toEqual({
      kind: 'external',
      url: 'https://promo.test/a',
    });
    expect(goAction(promo('REDIRECT_URL', '/m/news'), go(guest))).toEqual({
      kind: 'internal',
      path: '/m/news',
    });
  });

  it.each([
    [null, true],
    [0, true],
    [2, true],
    [4, false],
  ])('member type %s sees the button: %s', (type, shown) => {
    expect(showsGoButton(promo('DEPOSIT'), type)).toBe(shown);
  });
});

describe('referralOutcome', () => {
  const ctx = { promotionEnabled: true, referralAvailable: true, loggedIn: true, memberType: 0 };
  it.each([
    [{ promotionEnabled: false }, { kind: 'comingSoon' }],
    [{ memberType: 1 }, { kind: 'navigate', path: '/m/agentRegister' }],
    [
      { memberType: 2, loggedIn: false },
      { kind: 'navigate', path: '/m/inviteFriends' },
    ],
    [{}, { kind: 'navigate', path: '/m/inviteFriends' }],
    [{ referralAvailable: false }, { kind: 'customerService' }],
  ])('%o -> %o', (change, expected) => {
    expect(referralOutcome({ ...ctx, ...change })).toEqual(expected);
  });
});
