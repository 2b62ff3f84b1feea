import { describe, expect, it, vi } from 'vitest';
import { isTimeZone, localDateOf } from './local-time.ts';

describe('isTimeZone', () => {
  it.each([
    // canonical zones: found in Intl's list, no formatter built
    ['Asia/Manila', true],
    ['America/Sao_Paulo', true],
    ['Asia/Kolkata', true],
    // aliases Intl accepts but does not list: asked of a formatter
    ['UTC', true],
    ['Etc/UTC', true],
    ['Asia/Calcutta', true],
    // refused
    ['', false],
    ['Mars/Olympus_Mons', false],
    ['asia/nowhere', false],
    ['+08:00:99', false],
  ])('%j → %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });

  it('a canonical zone is checked without building a formatter (ICU start-up on a phone)', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it('a listed zone still draws its own calendar day', () => {
    // 2026-01-01T20:00Z is already 2 January in Manila (UTC+8).
    expect(localDateOf(Date.UTC(2026, 0, 1, 20), 'Asia/Manila')).toEqual({
      year: 2026,
      month: 1,
      day: 2,
    });
  });
});
