import { describe, expect, it } from 'vitest';
import { canonicalUrl, headEntryFor } from './page-head';

describe('page head per path (spec §2)', () => {
  it.each([
    ['/m/home', 'page.home', 'meta.home'],
    ['/', 'page.home', 'meta.home'],
    ['/m/index.html', 'page.home', 'meta.home'],
    ['/m/game', 'page.game', 'meta.game'],
    ['/m/news', 'page.news', 'meta.news'],
    ['/m/register.html', 'page.register', 'meta.register'],
    ['/m/inviteFriends', 'page.inviteFriends', 'meta.home'],
    ['/m/unknown', 'page.home', 'meta.home'],
  ])('%s → %s / %s', (path, title, description) => {
    expect(headEntryFor(path)).toEqual({ title, description });
  });

  it('makes the canonical link from origin and path, without the query', () => {
    expect(canonicalUrl('https://www.demo.example', '/m/news')).toBe(
      'https://www.demo.example/m/news',
    );
  });
});
