import { describe, expect, it } from 'vitest';
import { notificationIcon, notificationOf, notificationTarget } from './notification';

const ORIGIN = 'https://play.example';

describe('where a tap on a notification goes (spec §2: links checked like every other)', () => {
  it.each<[string, unknown, string]>([
    ['an app path', '/m/news', '/m/news'],
    ['an app path with query and hash', '/m/activity?id=7#top', '/m/activity?id=7#top'],
    ['this origin, absolute', `${ORIGIN}/m/rewardCenter`, '/m/rewardCenter'],
    ['another origin', 'https://evil.example/m/home', '/m/home'],
    ['protocol-relative', '//evil.example/m/news', '/m/home'],
    ['javascript:', 'javascript:alert(1)', '/m/home'],
    ['outside /m/', '/wps/session/logout', '/m/home'],
    ['traversal out of /m/', '/m/../sandbox/reset', '/m/home'],
    ['backslash trick', '/\\evil.example', '/m/home'],
    ['a tab inside', '/m/\tnews', '/m/home'],
    ['nothing', undefined, '/m/home'],
    ['not a string', { href: '/m/news' }, '/m/home'],
  ])('%s → %s', (_name, link, expected) => {
    expect(notificationTarget(link, ORIGIN)).toBe(expected);
  });
});

describe('the icon a notification shows', () => {
  it.each<[string, unknown, string]>([
    ['this origin', '/cdn/icons/icon-192.png', `${ORIGIN}/cdn/icons/icon-192.png`],
    ['an https image CDN', 'https://img.example/i.png', 'https://img.example/i.png'],
    ['plain http elsewhere', 'http://img.example/i.png', '/m/icon.svg'],
    ['a data: URL', 'data:image/png;base64,AAAA', '/m/icon.svg'],
    ['none', undefined, '/m/icon.svg'],
  ])('%s → %s', (_name, icon, expected) => {
    expect(notificationIcon(icon, ORIGIN)).toBe(expected);
  });
});

describe('what a push shows (FCM web payload)', () => {
  it('title, body, icon and the checked link of fcmOptions', () => {
    expect(
      notificationOf(
        {
          notification: { title: 'Bonus', body: 'A gift', icon: 'https://img.example/g.png' },
          fcmOptions: { link: '/m/rewardCenter' },
        },
        ORIGIN,
      ),
    ).toEqual({
      title: 'Bonus',
      options: {
        body: 'A gift',
        icon: 'https://img.example/g.png',
        data: { link: '/m/rewardCenter' },
      },
    });
  });

  it.each<[string, unknown, string | null]>([
    [
      'data.link when fcmOptions has none',
      { notification: { title: 'T' }, data: { link: '/m/news' } },
      '/m/news',
    ],
    ['click_action last', { notification: { title: 'T', click_action: '/m/help' } }, '/m/help'],
    [
      'an unsafe link goes home',
      { notification: { title: 'T' }, fcmOptions: { link: 'https://evil.example' } },
      '/m/home',
    ],
  ])('%s', (_name, payload, link) => {
    expect(notificationOf(payload, ORIGIN)?.options.data.link).toBe(link);
  });

  it.each<[string, unknown]>([
    ['no title (a data-only message)', { data: { link: '/m/news' } }],
    ['not an object', 'hello'],
    ['null', null],
  ])('shows nothing for %s', (_name, payload) => {
    expect(notificationOf(payload, ORIGIN)).toBeNull();
  });
});
