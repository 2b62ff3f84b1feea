import { describe, expect, it } from 'vitest';
import type { SiteStatus } from '@wps/contract/status';
import { platformChat, pollsUnread, serviceOptions, siteUp, type ChatContext } from './chat-access';

const up: ChatContext = { siteUp: true, cbs: true, member: true, memberType: 0 };

describe('platformChat', () => {
  it.each([
    ['a member of type 0 may chat', up, 'open'],
    ['an agent (type 1) may chat', { ...up, memberType: 1 }, 'open'],
    ['a member whose type is not known yet may tap it', { ...up, memberType: null }, 'open'],
    ['type 4 is told it has no permission', { ...up, memberType: 4 }, 'noPermission'],
    ['a guest is sent to log in', { ...up, member: false, memberType: null }, 'login'],
    ['CBS3 off hides it', { ...up, cbs: false }, 'hidden'],
    ['CBS3 off hides it from guests too', { ...up, cbs: false, member: false }, 'hidden'],
    ['the site down hides it', { ...up, siteUp: false }, 'hidden'],
  ] as const)('%s', (_what, ctx, expected) => expect(platformChat(ctx)).toBe(expected));
});

describe('pollsUnread', () => {
  it.each([
    ['a member who may chat', up, true],
    ['type 4', { ...up, memberType: 4 }, false],
    ['a guest', { ...up, member: false, memberType: null }, false],
    ['CBS3 off', { ...up, cbs: false }, false],
    ['the site down', { ...up, siteUp: false }, false],
    ['a member whose type is not known yet', { ...up, memberType: null }, false],
  ] as const)('%s: %s', (_what, ctx, expected) => expect(pollsUnread(ctx)).toBe(expected));
});

describe('siteUp', () => {
  const site = { maintenance: false, regionRestriction: false } as SiteStatus;
  it.each([
    ['the status arrived, all well', { data: site, isError: false }, true],
    ['maintenance', { data: { ...site, maintenance: true }, isError: false }, false],
    ['access denied', { data: { ...site, regionRestriction: true }, isError: false }, false],
    ['the status failed (domain unavailable)', { isError: true }, false],
    ['a retry failed after an answer', { data: site, isError: true }, false],
    ['no status yet', { isError: false }, false],
  ])('%s: %s', (_what, status, expected) => expect(siteUp(status)).toBe(expected));
});

describe('serviceOptions', () => {
  const entry = { title: 'CS1', csType: 'LIVECHAT', url: 'https://a.example/', newTab: false };
  it('puts the chat first when it shows, and leaves it out when hidden', () => {
    expect(serviceOptions('open', [entry])).toEqual([{ kind: 'chat' }, { kind: 'entry', entry }]);
    expect(serviceOptions('login', [])).toEqual([{ kind: 'chat' }]);
    expect(serviceOptions('hidden', [entry])).toEqual([{ kind: 'entry', entry }]);
  });
});
