// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceId, isValidDeviceId, uuidFromUserAgent } from './device-id';
import { fingerprintDeviceId, formatAsDeviceId, zoneOffsets } from './fingerprint';

afterEach(() => {
  document.cookie = 'deviceId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('device id (spec §5)', () => {
  it.each([
    ['0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['0f8fad5bd9cb469fa16570867728950e', false],
    ['0f8fad5b-d9cb-469f-a165-70867728950e-', false],
    ['', false],
    [null, false],
  ])('%j is valid: %s', (value, expected) => {
    expect(isValidDeviceId(value)).toBe(expected);
  });

  it('formats an MD5 as 8-4-4-4-12, 36 characters', () => {
    expect(formatAsDeviceId('9E107D9D372BB6826BD81D3542A419D6')).toBe(
      '9e107d9d-372b-b682-6bd8-1d3542a419d6',
    );
    expect(fingerprintDeviceId('The quick brown fox jumps over the lazy dog')).toBe(
      '9e107d9d-372b-b682-6bd8-1d3542a419d6',
    );
  });

  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppShell/2.5 0F8FAD5B-D9CB-469F-A165-70867728950E',
      '0F8FAD5B-D9CB-469F-A165-70867728950E',
    ],
    ['Mozilla/5.0 (Linux; Android 14) 0f8fad5b-d9cb-469f-a165-70867728950e', null],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari', null],
  ])('UUID from the iOS shell user agent %#', (agent, expected) => {
    expect(uuidFromUserAgent(agent)).toBe(expected);
  });

  it('reads local storage first, then the cookie, else the fingerprint; keeps it in both', () => {
    const stored = '11111111-2222-3333-4444-555555555555';
    localStorage.setItem('deviceId', stored);
    expect(deviceId()).toBe(stored);
    expect(document.cookie).toContain(`deviceId=${stored}`);

    localStorage.removeItem('deviceId');
    document.cookie = 'deviceId=aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee; path=/';
    expect(deviceId()).toBe('aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee');
    expect(localStorage.getItem('deviceId')).toBe('aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee');

    localStorage.setItem('deviceId', 'too-short');
    document.cookie = 'deviceId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const fingerprint = deviceId();
    expect(fingerprint).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    localStorage.clear();
    expect(deviceId()).toBe(fingerprint);
  });

  it.each([
    ['Asia/Ho_Chi_Minh', '-420/-420'],
    ['America/Sao_Paulo', '180/180'],
    ['Asia/Karachi', '-300/-300'],
    ['Europe/London', '0/-60'],
    ['America/New_York', '300/240'],
    ['Australia/Sydney', '-660/-600'],
  ])('the zone signal of %s is its January/July offsets %s', (zone, expected) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(zoneOffsets()).toBe(expected);
    } finally {
      // Assigning undefined would store the string 'undefined'.
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('the fingerprint builds no date formatter (ICU start-up)', () => {
    localStorage.clear();
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(isValidDeviceId(deviceId())).toBe(true);
      expect(formatter).not.toHaveBeenCalled();
    } finally {
      formatter.mockRestore();
      localStorage.clear();
    }
  });
});
