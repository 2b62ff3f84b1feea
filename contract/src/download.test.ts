import { describe, expect, it } from 'vitest';
import {
  appVersionIn,
  compareVersions,
  nativeUserAgent,
  readDownloadSettings,
} from './download.ts';

describe('readDownloadSettings', () => {
  it('keeps known entries, reads enabled 1/0, drops unknown keys and unreadable entries', () => {
    expect(
      readDownloadSettings({
        reg_days: { enabled: true, value: 3 },
        deposit_times_forced: { enabled: 1, value: '5' },
        first_deposit: { enabled: 0 },
        domains: { enabled: true, value: null },
        theme: { enabled: 'yes', value: 'light' },
        surprise: { enabled: true, value: 1 },
        bind_card: 'on',
      }),
    ).toEqual({
      reg_days: { enabled: true, value: 3 },
      deposit_times_forced: { enabled: true, value: '5' },
      first_deposit: { enabled: false, value: null },
      domains: { enabled: true, value: null },
    });
  });
});

describe('native shell user agent', () => {
  const chrome = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36';

  it('carries the version and reads it back', () => {
    expect(appVersionIn(nativeUserAgent(chrome, '2.4.39'))).toBe('2.4.39');
    expect(appVersionIn(chrome)).toBeNull();
    expect(appVersionIn('NotWpsApp/1.0')).toBeNull();
  });

  it.each([
    ['2.4.39', '2.4.39', 0],
    ['2.4.40', '2.4.39', 1],
    ['2.4.10', '2.4.9', 1],
    ['2.4', '2.4.1', -1],
    ['3', '2.9.9', 1],
  ])('compareVersions(%s, %s) = %i', (a, b, sign) => {
    expect(compareVersions(a, b)).toBe(sign);
  });
});
