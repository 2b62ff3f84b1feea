/**
 * Builds the isolated pixel frame: /m/pixel-frame.html, a page with nothing but its script, and
 * /m/pixel-frame.js, src/domains/tracking/frame/main.ts as one classic script (IIFE, no chunks:
 * the page is served from another origin than the app, which shares no chunk with it). The
 * frame's page is served from that other origin with a policy of its own (deploy/pixel-frame.md);
 * the app's worker never precaches either file (pwa/service-worker.ts globIgnores).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { buildClassicScript } from '../classic-script';

export const PIXEL_FRAME_FILES = { page: 'pixel-frame.html', script: 'pixel-frame.js' } as const;

const ENTRY = fileURLToPath(new URL('../../src/domains/tracking/frame/main.ts', import.meta.url));

/** The script by absolute path: the frame rewrites its own address to the app page's path. */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Ad pixels</title><script src="/m/${PIXEL_FRAME_FILES.script}"></script></head><body></body></html>
`;

export function pixelFrame(): Plugin {
  return {
    name: 'wps-pixel-frame',
    apply: 'build',
    async generateBundle() {
      const script = await buildClassicScript(ENTRY, 'wpsPixelFrame');
      this.emitFile({ type: 'asset', fileName: PIXEL_FRAME_FILES.script, source: script });
      this.emitFile({ type: 'asset', fileName: PIXEL_FRAME_FILES.page, source: PAGE });
    },
  };
}
