import { describe, expect, it } from 'vitest';
import { decodeCsPath, encodeCsPath } from './system.ts';

describe('customer-service path obfuscation (contract §3)', () => {
  it('is Base64 of the URL XOR-ed with the repeating key, then the key', () => {
    // 'ab' XOR 'AAAAAAAA' = 0x20 0x23 -> Base64 'ICM='
    expect(encodeCsPath('ab', 'AAAAAAAA')).toBe('ICM=AAAAAAAA');
  });

  it.each([
    'https://chat.example.com/widget?id=42&lang=EN',
    '/sandbox-pages/chat.html?cs=1',
    'https://例え.jp/チャット?q=ü',
  ])('round-trips %s', (url) => {
    const path = encodeCsPath(url, 'k3Y!x9Qz');
    expect(path.endsWith('k3Y!x9Qz')).toBe(true);
    expect(path).not.toContain(url);
    expect(decodeCsPath(path)).toBe(url);
  });

  it('decodes to undefined what is not a path', () => {
    expect(decodeCsPath('short')).toBeUndefined();
    expect(decodeCsPath('not base64!AAAAAAAA')).toBeUndefined();
    // Valid Base64 whose XOR is not UTF-8: 0xff 0xfe is never valid.
    expect(decodeCsPath(`${btoa('\xbe\xbf')}AAAAAAAA`)).toBeUndefined();
  });

  it.each([
    ['a multi-byte character (9 key bytes)', 'ICM=AAAAAAAé'],
    ['a space', 'ICM=AAAA AAA'],
    ['a control character', 'ICM=AAAA\tAAA'],
  ])('refuses to decode with a key holding %s', (_what, path) => {
    expect(decodeCsPath(path)).toBeUndefined();
  });

  it('refuses a key that is not 8 printable ASCII characters', () => {
    expect(() => encodeCsPath('x', 'short')).toThrow();
    expect(() => encodeCsPath('x', 'ééééééé')).toThrow();
  });
});
