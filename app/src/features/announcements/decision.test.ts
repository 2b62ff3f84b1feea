import { describe, expect, it } from 'vitest';
import type { Announcement } from '@wps/contract/content';
import {
  afterClose,
  contentHash,
  decideAnnouncements,
  NEW_POPUP_STATE,
  nextLocalMidnight,
  type PopupState,
} from './decision';

const item = (
  id: number,
  execution: Announcement['execution'],
  title = `t${id}`,
): Announcement => ({
  id,
  title,
  content: `<p>${title}</p>`,
  execution,
});
const list = [item(1, 'B'), item(2, 'A'), item(3, 'F')];
const guest = { loggedIn: false, firstLogin: false };
const member = { loggedIn: true, firstLogin: false };
const firstLogin = { loggedIn: true, firstLogin: true };
const NOW = new Date(2026, 10, 21, 15, 0).getTime();
const seen = (items: Announcement[], rest: Partial<PopupState> = {}): PopupState => ({
  show: false,
  hashes: items.map(contentHash),
  todayHideTime: null,
  ...rest,
});

describe('decideAnnouncements (spec §4)', () => {
  it.each([
    ['guest sees B only', guest, [1]],
    ['member sees A', member, [2]],
    ['first login adds F', firstLogin, [2, 3]],
  ])('%s', (_name, audience, ids) => {
    const decision = decideAnnouncements(list, audience, NEW_POPUP_STATE, NOW);
    expect(decision.items.map((a) => a.id)).toEqual(ids);
    expect(decision.show).toBe(true);
  });

  it.each<[string, Announcement[], PopupState, number, boolean]>([
    ['empty list never shows', [], NEW_POPUP_STATE, NOW, false],
    ['first visit shows', [item(1, 'B')], NEW_POPUP_STATE, NOW, true],
    ['seen and closed for good stays hidden', [item(1, 'B')], seen([item(1, 'B')]), NOW, false],
    [
      'seen, show flag still true, shows',
      [item(1, 'B')],
      seen([item(1, 'B')], { show: true }),
      NOW,
      true,
    ],
    ['new content revives it', [item(1, 'B'), item(9, 'B')], seen([item(1, 'B')]), NOW, true],
    ['an edited title revives it', [item(1, 'B', 'edited')], seen([item(1, 'B')]), NOW, true],
    [
      'hide today holds the same day',
      [item(1, 'B')],
      seen([item(1, 'B')], { show: true, todayHideTime: NOW }),
      NOW + 3_600_000,
      false,
    ],
    [
      'hide today ends at local midnight',
      [item(1, 'B')],
      seen([item(1, 'B')], { show: true, todayHideTime: NOW }),
      nextLocalMidnight(NOW),
      true,
    ],
    [
      'new content beats hide today',
      [item(7, 'B')],
      seen([item(1, 'B')], { todayHideTime: NOW }),
      NOW,
      true,
    ],
  ])('%s', (_name, items, state, now, show) => {
    expect(decideAnnouncements(items, guest, state, now).show).toBe(show);
  });
});

describe('afterClose', () => {
  const hashes = ['aa'];
  it.each<[Parameters<typeof afterClose>[1], PopupState]>([
    ['close', { show: false, hashes, todayHideTime: null }],
    ['doNotShowAgain', { show: false, hashes, todayHideTime: null }],
    ['hideToday', { show: true, hashes, todayHideTime: NOW }],
  ])('%s', (choice, expected) => {
    expect(afterClose(hashes, choice, NOW)).toEqual(expected);
  });

  it.each<[Parameters<typeof afterClose>[1], string, Announcement[], boolean]>([
    ['close', 'the same content', [item(1, 'B')], false],
    ['close', 'new content', [item(1, 'B'), item(9, 'B')], true],
    ['doNotShowAgain', 'the same content', [item(1, 'B')], false],
    ['doNotShowAgain', 'an edited title', [item(1, 'B', 'edited')], true],
  ])('after %s, the next visit with %s shows: %s', (choice, _what, next, show) => {
    const closed = afterClose([contentHash(item(1, 'B'))], choice, NOW);
    expect(decideAnnouncements(next, guest, closed, NOW + 60_000).show).toBe(show);
  });

  it('midnight is the next local day at 00:00', () => {
    expect(new Date(nextLocalMidnight(NOW)).getHours()).toBe(0);
    expect(new Date(nextLocalMidnight(NOW)).getDate()).toBe(22);
  });
});
