/**
 * Banner and promotion artwork drawn in code, so the seeded content needs no image files and no
 * network: a diagonal two-colour gradient with a few soft "coins". Each name has its own colours;
 * the PNG is encoded on first use and kept.
 */
import { encodePng } from './png.ts';

type Rgb = readonly [number, number, number];
type Art = { width: number; height: number; from: Rgb; to: Rgb; coins: number };

/** 12:5 for banners, 4:3 for popups, 2:1 for promotions (the app reserves the same ratios). */
export const CONTENT_IMAGES: Record<string, Art> = {
  'banner-welcome': { width: 720, height: 300, from: [0x2b, 0x1a, 0x5e], to: [0xe8, 0xb9, 0x3c], coins: 5 },
  'banner-lottery': { width: 720, height: 300, from: [0x0b, 0x3d, 0x2e], to: [0x3c, 0xc8, 0x8e], coins: 3 },
  'banner-slots': { width: 720, height: 300, from: [0x5e, 0x10, 0x1a], to: [0xf0, 0x6a, 0x3c], coins: 4 },
  'popup-welcome': { width: 600, height: 450, from: [0x14, 0x18, 0x24], to: [0xe8, 0xb9, 0x3c], coins: 6 },
  'popup-deposit': { width: 600, height: 450, from: [0x10, 0x2a, 0x5e], to: [0x3c, 0x9e, 0xf0], coins: 4 },
  'promo-first-deposit': { width: 640, height: 320, from: [0x3a, 0x16, 0x50], to: [0xe8, 0x5c, 0x9a], coins: 3 },
  'promo-daily': { width: 640, height: 320, from: [0x0e, 0x33, 0x44], to: [0x2e, 0xb8, 0xc8], coins: 2 },
  'promo-vip': { width: 640, height: 320, from: [0x24, 0x1c, 0x08], to: [0xe8, 0xb9, 0x3c], coins: 5 },
  'promo-referral': { width: 640, height: 320, from: [0x14, 0x3a, 0x14], to: [0x8e, 0xd0, 0x4a], coins: 3 },
}; // prettier-ignore

function draw({ width, height, from, to, coins }: Art): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  const centres = Array.from({ length: coins }, (_, i) => ({
    x: width * (0.55 + 0.4 * Math.sin(i * 2.1)),
    y: height * (0.5 + 0.35 * Math.cos(i * 1.7)),
    r: height * (0.08 + 0.04 * (i % 3)),
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let coin = 0;
      for (const c of centres) {
        const edge = c.r - Math.hypot(x - c.x, y - c.y);
        coin = Math.max(coin, Math.min(1, Math.max(0, edge)) * 0.55);
      }
      const i = (y * width + x) * 4;
      for (let ch = 0; ch < 3; ch++) {
        const base = (from[ch] ?? 0) * (1 - t) + (to[ch] ?? 0) * t;
        pixels[i + ch] = Math.round(base * (1 - coin) + 0xf6 * coin);
      }
      pixels[i + 3] = 255;
    }
  }
  return pixels;
}

const cache = new Map<string, Buffer>();

/** The PNG for a known name, or undefined. */
export function contentImage(name: string): Buffer | undefined {
  const art = CONTENT_IMAGES[name];
  if (!art) return undefined;
  let png = cache.get(name);
  if (!png) {
    png = encodePng(art.width, art.height, draw(art));
    cache.set(name, png);
  }
  return png;
}

/** Where the sandbox serves a content image. */
export const contentImagePath = (name: string) => `/cdn/content/${name}.png`;
