// @vitest-environment jsdom
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { S2SKey } from '../../lib/storage/keys';
import { readStored } from '../../lib/storage/storage';
import { fbcValue, fbpValue } from './click-ids';
import { recordLanding } from './landing';
import { parseS2SInfo, S2S_KEYS } from './s2s';

afterEach(() => {
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

describe('landing records', () => {
  it('stores reg_info with the first landing domain and sets the click-id cookies', () => {
    recordLanding('agent7.demo.example', '?r=ref42&fbclid=abc');
    expect(readStored('reg_info')).toEqual({
      affiliateCode: 'agent7',
      referralCode: 'ref42',
      originalDomain: 'agent7.demo.example',
    });
    expect(document.cookie).toMatch(/_fbc=fb\.1\.\d+\.abc/);
    expect(document.cookie).toMatch(/_fbp=fb\.1\.\d+\.\d{10}/);
  });

  it('accepts s2s_info from the native shell, keeping only known string ids', () => {
    recordLanding('www.demo.example', '');
    expect(window.setS2SInfo?.('{"gpsAdid":"g-1","idfa":"","evil":"x","adid":7}')).toBe(true);
    expect(readStored('s2s_info')).toEqual({ gpsAdid: 'g-1' });
    expect(window.setS2SInfo?.('not json')).toBe(false);
  });

  it.each([
    [
      { idfa: 'i', idfv: 'v' },
      { idfa: 'i', idfv: 'v' },
    ],
    ['{"afAppId":"a"}', { afAppId: 'a' }],
    [null, null],
    [[], null],
    [{ other: 'x' }, null],
  ])('parseS2SInfo(%j) → %j', (raw, expected) => {
    expect(parseS2SInfo(raw)).toEqual(expected);
  });

  it('writes click ids in Meta format', () => {
    expect(fbcValue('xyz', 1700000000000)).toBe('fb.1.1700000000000.xyz');
    expect(fbpValue(1700000000000, () => 0)).toBe('fb.1.1700000000000.1000000000');
  });
});

describe('the stored ad-attribution ids (spec §3)', () => {
  it('the parser lists every key of the stored shape, each once', () => {
    expectTypeOf<Exclude<S2SKey, (typeof S2S_KEYS)[number]>>().toEqualTypeOf<never>();
    expect(new Set(S2S_KEYS).size).toBe(S2S_KEYS.length);
  });
});
