import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawIcon, iconPng } from './app-icon.ts';
import { encodePng } from './png.ts';

type Chunk = { type: string; data: Buffer };

/** Splits a PNG into chunks, checking the signature and every CRC on the way. */
function chunks(png: Buffer): Chunk[] {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const found: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
    found.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
    });
    at += 12 + length;
  }
  return found;
}

/** Decodes what encodePng writes (RGBA, filter 0) back to pixels. */
function decode(png: Buffer) {
  const parts = chunks(png);
  expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const ihdr = parts[0]?.data ?? Buffer.alloc(0);
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  const raw = inflateSync(parts[1]?.data ?? Buffer.alloc(0));
  expect(raw.length).toBe(height * (width * 4 + 1));
  const rows = Array.from({ length: height }, (_, y) => {
    const row = raw.subarray(y * (width * 4 + 1), (y + 1) * (width * 4 + 1));
    expect(row[0]).toBe(0);
    return row.subarray(1);
  });
  return { width, height, pixels: Buffer.concat(rows) };
}

describe('encodePng', () => {
  it('writes a valid RGBA PNG that decodes to the same pixels', () => {
    const pixels = Uint8Array.from({ length: 3 * 2 * 4 }, (_, i) => (i * 37) % 256);
    const { width, height, pixels: decoded } = decode(encodePng(3, 2, pixels));
    expect([width, height]).toEqual([3, 2]);
    expect([...decoded]).toEqual([...pixels]);
  });

  it('refuses pixel data of the wrong length', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow();
  });
});

describe('the sandbox icon', () => {
  const size = 192;
  const pixel = (pixels: Uint8Array, x: number, y: number) => [
    ...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 4),
  ];

  it('is a gold ring on a dark rounded square with transparent corners', () => {
    const pixels = drawIcon(size);
    expect(pixel(pixels, 0, 0)[3]).toBe(0); // rounded corner
    expect(pixel(pixels, 96, 96)).toEqual([0x14, 0x18, 0x24, 255]); // inside the ring: dark
    expect(pixel(pixels, 96 + Math.round(size * 0.3), 96)).toEqual([0xe8, 0xb9, 0x3c, 255]); // ring
    expect(pixel(pixels, 96, 4)).toEqual([0x14, 0x18, 0x24, 255]); // edge, away from corners
  });

  it('encodes each size once', () => {
    expect(iconPng(256)).toBe(iconPng(256));
    expect(decode(iconPng(256))).toMatchObject({ width: 256, height: 256 });
  });
});
