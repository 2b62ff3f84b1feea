/**
 * Game card icons for the sandbox's vendor lanes, drawn in code: a diagonal two-colour gradient
 * whose hues come from the game id, with a soft light disc. Encoded once per id and kept.
 */
import { createHash } from 'node:crypto';
import { encodePng } from './png.ts';

export const GAME_ICON_SIZE = 96;

/** HSL (h in 0..360, s and l in 0..1) to 0..255 RGB. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

export function drawGameIcon(id: string, size = GAME_ICON_SIZE): Uint8Array {
  const digest = createHash('sha256').update(id).digest();
  const hue = ((digest[0] ?? 0) / 255) * 360;
  const from = hsl(hue, 0.65, 0.45);
  const to = hsl((hue + 50) % 360, 0.7, 0.25);
  const pixels = new Uint8Array(size * size * 4);
  const cx = size * (0.3 + ((digest[1] ?? 0) / 255) * 0.4);
  const cy = size * 0.4;
  const radius = size * 0.28;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const disc = Math.min(1, Math.max(0, radius - Math.hypot(x + 0.5 - cx, y + 0.5 - cy)));
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) {
        const base = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t;
        pixels[i + c] = Math.round(base * (1 - disc * 0.35) + 255 * disc * 0.35);
      }
      pixels[i + 3] = 255;
    }
  }
  return pixels;
}

const cache = new Map<string, Buffer>();

export function gameIconPng(id: string): Buffer {
  let png = cache.get(id);
  if (!png) {
    png = encodePng(GAME_ICON_SIZE, GAME_ICON_SIZE, drawGameIcon(id));
    cache.set(id, png);
  }
  return png;
}
