import { describe, expect, it } from 'vitest';
import { encodeCsPath, type CustomerService } from '@wps/contract/system';
import { entryUrl, serviceList } from './service-list';

const KEY = 'k3Y!x9Qz';
const path = (url: string) => encodeCsPath(url, KEY);
const entry = (url: string, extra: Partial<CustomerService> = {}): CustomerService => ({
  csType: 'LIVECHAT',
  path: path(url),
  ...extra,
});
const titles = (list: ReturnType<typeof serviceList>) => list.map((e) => e.title);

describe('entryUrl: the URL a path hides, or nothing', () => {
  it.each([
    ['an https URL', path('https://chat.example/w?id=42'), 'https://chat.example/w?id=42'],
    [
      'an http URL',
      path('http://127.0.0.1:8080/sandbox-chat/chat.html'),
      'http://127.0.0.1:8080/sandbox-chat/chat.html',
    ],
    ['a javascript: URL', path('javascript:alert(1)'), null],
    ['a data: URL', path('data:text/html,<b>x</b>'), null],
    ['a relative path', path('/sandbox-chat/chat.html'), null],
    ['a protocol-relative URL', path('//chat.example/w'), null],
    ['not a URL at all', path('chat please'), null],
    ['a path too short to hold an 8-character key', '1234567', null],
    ['a key with a multi-byte character', `${btoa('xxxxxxxx')}AAAAAAAé`, null],
    ['a path of the key alone', KEY, null],
    ['bad Base64', `not base64!${KEY}`, null],
    ['bytes that are not UTF-8 once decoded', `${btoa('\xbe\xbf')}AAAAAAAA`, null],
    ['an empty path', '', null],
  ])('%s', (_what, given, expected) => expect(entryUrl(given)).toBe(expected));
});

describe('serviceList', () => {
  const general1 = entry('https://a.example/1', { title: 'General 1', csPosition: 2 });
  const general2 = entry('https://a.example/2', { title: 'General 2', csPosition: 1 });
  const gold = entry('https://vip.example/gold', { title: 'Gold desk', labelIds: [3, 4] });
  const platinum = entry('https://vip.example/pt', { title: 'Platinum desk', labelIds: [4] });
  const all = [general1, gold, general2, platinum];

  it.each([
    ['a guest (no label): the general entries', null, ['General 2', 'General 1']],
    ['a member without a label: the general entries', undefined, ['General 2', 'General 1']],
    ['a label matching one entry: that entry replaces the general ones', 3, ['Gold desk']],
    ['a label matching two entries: both', 4, ['Gold desk', 'Platinum desk']],
    ['a label nothing matches: the general entries', 9, ['General 2', 'General 1']],
  ])('%s', (_what, labelId, expected) => {
    expect(titles(serviceList(all, labelId))).toEqual(expected);
  });

  it('counts an empty labelIds list as general', () => {
    const open = entry('https://a.example/o', { title: 'Open', labelIds: [] });
    expect(titles(serviceList([open, gold], null))).toEqual(['Open']);
  });

  it('orders by csPosition, entries without one last in the order they came', () => {
    const list = [
      entry('https://x.example/a', { title: 'A' }),
      entry('https://x.example/b', { title: 'B', csPosition: 3 }),
      entry('https://x.example/c', { title: 'C', csPosition: null }),
      entry('https://x.example/d', { title: 'D', csPosition: -1 }),
      entry('https://x.example/e', { title: 'E', csPosition: 3 }),
    ];
    expect(titles(serviceList(list, null))).toEqual(['D', 'B', 'E', 'A', 'C']);
  });

  it('titles untitled entries CS1, CS2… by their place in the list shown', () => {
    const list = [
      entry('https://x.example/2', { csPosition: 2 }),
      entry('https://x.example/1', { csPosition: 1, title: '  ' }),
      entry('https://x.example/3', { csPosition: 3, title: null }),
      entry('https://x.example/4', { csPosition: 4, title: 'Named' }),
    ];
    expect(titles(serviceList(list, null))).toEqual(['CS1', 'CS2', 'CS3', 'Named']);
  });

  it('drops malformed entries before anything else: never shown, never numbered', () => {
    const list = [
      { csType: 'AICAN', path: 'not base64!AAAAAAAA', csPosition: 1 },
      entry('javascript:alert(1)', { csPosition: 2 }),
      entry('https://ok.example/', { csPosition: 3 }),
      entry('https://vip.example/broken', { labelIds: [3] }),
    ];
    // The readable VIP entry is not for a guest.
    expect(serviceList(list, null)).toEqual([
      { title: 'CS1', csType: 'LIVECHAT', url: 'https://ok.example/', newTab: false },
    ]);
    const brokenVip = { csType: 'COMM100VIP', path: 'AAAA', labelIds: [3] };
    expect(titles(serviceList([brokenVip, entry('https://ok.example/')], 3))).toEqual(['CS1']);
  });

  it("opens in a new tab only an entry marked openIn 'tab'", () => {
    const list = [
      entry('https://a.example/', { openIn: 'tab' }),
      entry('https://b.example/', { openIn: 'frame' }),
      entry('https://c.example/', { openIn: 'TAB' }),
    ];
    expect(serviceList(list, null).map((e) => e.newTab)).toEqual([true, false, false]);
  });
});
