// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readPushToken, writePushToken } from './token-store';

beforeEach(() => localStorage.clear());

describe('the stored push token is read field by field', () => {
  it('reads back what was written, the date as epoch ms', () => {
    writePushToken('fcm-1', Date.UTC(2026, 10, 26));
    expect(localStorage.getItem('push_token')).toBe(
      '{"token":"fcm-1","fetchedAt":"2026-11-26T00:00:00.000Z"}',
    );
    expect(readPushToken()).toEqual({ token: 'fcm-1', fetchedAt: Date.UTC(2026, 10, 26) });
  });

  it.each([
    ['an empty token', '{"token":"","fetchedAt":"2026-11-26T00:00:00.000Z"}'],
    ['no token', '{"fetchedAt":"2026-11-26T00:00:00.000Z"}'],
    ['a date that does not parse', '{"token":"t","fetchedAt":"last week"}'],
    ['no date', '{"token":"t"}'],
    ['a number for a date', '{"token":"t","fetchedAt":12}'],
  ])('%s counts as no token and is removed', (_name, raw) => {
    localStorage.setItem('push_token', raw);
    expect(readPushToken()).toBeNull();
    expect(localStorage.getItem('push_token')).toBeNull();
  });
});
