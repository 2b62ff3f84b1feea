/**
 * The sandbox's app icon, drawn in code: a gold ring on a dark rounded square, antialiased by
 * giving each pixel the coverage of its distance to the shapes' edges. Encoded once per size.
 */
import { encodePng } from './png.ts';

const DARK = [0x14, 0x18, 0x24] as const;
const GOLD = [0xe8, 0xb9, 0x3c] as const;

/** 1 inside, 0 outside, a linear ramp over the one pixel that straddles the edge. */
function coverage(signedDistance: number): number {
  return Math.min(1, Math.max(0, 0.5 - signedDistance));
}

/** Signed distance from (x, y) to a square of half-side `half` with corner radius `r`, centred at 0. */
function roundedSquare(x: number, y: number, half: number, r: number): number {
  const qx = Math.abs(x) - (half - r);
  const qy = Math.abs(y) - (half - r);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - r;
}

export function drawIcon(size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const half = size / 2;
  const ringRadius = size * 0.3;
  const ringHalfWidth = size * 0.06;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      // Pixel centres, relative to the icon's centre.
      const x = px + 0.5 - half;
      const y = py + 0.5 - half;
      const square = coverage(roundedSquare(x, y, half, size * 0.18));
      const ring = coverage(Math.abs(Math.hypot(x, y) - ringRadius) - ringHalfWidth);
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) {
        pixels[i + c] = Math.round((DARK[c] ?? 0) * (1 - ring) + (GOLD[c] ?? 0) * ring);
      }
      pixels[i + 3] = Math.round(255 * square);
    }
  }
  return pixels;
}

const cache = new Map<number, Buffer>();

/** The icon as PNG bytes; each size is drawn on first use and kept (a few kilobytes each). */
export function iconPng(size: number): Buffer {
  let png = cache.get(size);
  if (!png) {
    png = encodePng(size, size, drawIcon(size));
    cache.set(size, png);
  }
  return png;
}
