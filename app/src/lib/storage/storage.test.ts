// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { RAW_STRING_KEYS, STORAGE_SCHEMAS, type SessionStorageKey, type StorageKey } from './keys';
import { readSessionStored, readStored, writeStored } from './storage';

const session = {
  id: 7,
  token: 'tok',
  merchantCode: 'demo',
  userName: 'player1',
  type: 0,
  firstTimeLogin: false,
};

/** One valid value per key: written, then read back unchanged. */
const VALID: { [K in StorageKey]: unknown } = {
  MC_SESSION_INFO: session,
  merchant: 'demo',
  language: 'PT-BR',
  lastLanguage: 'EN',
  theme: 'dark',
  deviceId: '0123abcd-0123-4567-89ab-0123456789ab',
  reg_info: { affiliateCode: 'a1', originalDomain: 'www.demo.example' },
  remembered_login: { type: 'username', username: 'p', merchant: 'demo', iv: 'i', sealed: 's' },
  autoLogin: '0',
  s2s_info: { gpsAdid: 'g-1' },
  heartbeat: { gclid: 'g-1', at: '1700000000000' },
  announcement_popup: { '': { show: true, hashes: ['h'], todayHideTime: null } },
  popup_banner_names: { m_home: 'a.png' },
  pwa_asset_hash: '0a1b2c3d',
  pwa_install: { declines: 2, installed: false },
  isWebClip: '1',
  site_status: { at: 1_700_000_000_000, value: { merchantCode: 'demo', maintenance: false } },
  push_token: { token: 'fcm-token-1', fetchedAt: '2026-11-26T12:00:00.000Z' },
  lcp_image: '/cdn/content/banner-welcome.png',
  lobby_icons: ['/sandbox-games/icons/a.svg', 'https://img.example.com/b.webp'],
  download_bar_shown: false,
  profile_icon: { demo01: 4, player1: 12 },
};

const HUGE = 'x'.repeat(3 * 1024 * 1024);

/** Garbage per key, beyond the invalid JSON, wrong types and 3 MB string every key gets. */
const INVALID: [StorageKey, string][] = [
  ['MC_SESSION_INFO', '{"token":{"a":1},"userName":[1,2]}'],
  ['MC_SESSION_INFO', JSON.stringify({ ...session, token: '' })],
  ['MC_SESSION_INFO', JSON.stringify({ ...session, firstTimeLogin: 'yes' })],
  ['merchant', 'demo\r\nX-Evil: 1'],
  ['merchant', ''],
  ['theme', 'purple'],
  ['language', '{"code":"EN"}'],
  ['remembered_login', JSON.stringify({ ...(VALID.remembered_login as object), type: 'magic' })],
  ['announcement_popup', '{"":{"show":true,"hashes":"h","todayHideTime":null}}'],
  ['popup_banner_names', '{"m_home":5}'],
  ['reg_info', '"a1"'],
  ['pwa_asset_hash', '0A1B2C3D'],
  ['pwa_asset_hash', 'deadbeef0'],
  ['pwa_install', '{"declines":"2","installed":false}'],
  ['isWebClip', '2'],
  ['site_status', '{"at":"yesterday","value":{"merchantCode":"demo"}}'],
  ['site_status', '{"at":1,"value":[1,2]}'],
  ['push_token', '{"token":"t","fetchedAt":12}'],
  ['lcp_image', '"//evil.example/a.png"'],
  ['lobby_icons', '["/a.png","//evil.example/b.png"]'],
  ['lobby_icons', '"/a.png"'],
  ['download_bar_shown', '"false"'],
  ['profile_icon', '{"demo01":0}'],
  ['profile_icon', '{"demo01":2.5}'],
  ['profile_icon', '{"demo01":"4"}'],
];

/** Invalid JSON, wrong types and a 3 MB string, for every key. */
const GARBAGE = ['{not json', '[1,2]', '{"a":{"b":null}}', HUGE, JSON.stringify(HUGE)];

const KEYS = Object.keys(STORAGE_SCHEMAS) as StorageKey[];

describe('stored values are checked when read', () => {
  it.each(KEYS)('%s: a valid value reads back as written', (key) => {
    writeStored(key, VALID[key] as never);
    expect(readStored(key)).toEqual(VALID[key]);
  });

  it.each(
    KEYS.flatMap((key) =>
      [...GARBAGE, ...(RAW_STRING_KEYS.has(key) ? [] : ['null', '12', '"text"'])].map(
        (raw) => [key, raw] as [StorageKey, string],
      ),
    ),
  )('%s: garbage reads as absent and is removed', (key, raw) => {
    localStorage.setItem(key, raw);
    expect(readStored(key)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it.each(INVALID)('%s: %s reads as absent and is removed', (key, raw) => {
    localStorage.setItem(key, raw);
    expect(readStored(key)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('sessionStorage values are checked when read', () => {
  it.each<[SessionStorageKey, string]>([
    ['social_login', '{not json'],
    ['social_login', '{"channel":"myspace","intent":"login"}'],
    ['social_login', '{"channel":"google","intent":["login"]}'],
    ['social_login', HUGE],
    ['pwa_reloaded_for', '"not a hash"'],
    ['pwa_reloaded_for', '12345678'],
  ])('%s: %s reads as absent and is removed', (key, raw) => {
    sessionStorage.setItem(key, raw);
    expect(readSessionStored(key)).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('a valid social sign-in reads back', () => {
    sessionStorage.setItem('social_login', '{"channel":"google","intent":"register"}');
    expect(readSessionStored('social_login')).toEqual({ channel: 'google', intent: 'register' });
  });

  it('a valid reload guard reads back', () => {
    sessionStorage.setItem('pwa_reloaded_for', '"0a1b2c3d"');
    expect(readSessionStored('pwa_reloaded_for')).toBe('0a1b2c3d');
  });
});
