/**
 * Each page's floor: what the best server-side rendering could send for it. The page as the app
 * draws it for a first-visit guest, once its content has settled, saved as static HTML with every
 * script, module preload, data preload and dialog removed, and served by the same sandbox from a
 * copy of the build. A page is judged against its own floor measured in the same run (LCP ÷
 * floor), since absolute times on these machines are noise.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What the floor leaves out: the code, what only code would use, and the overlays. */
export const FLOOR_REMOVED = [
  'script',
  'link[rel="modulepreload"]',
  'link[rel="preload"][as="script"]',
  'link[rel="preload"][as="fetch"]',
  'dialog',
  '[role="dialog"]',
  '[role="alertdialog"]',
].join(', ');

/**
 * Strips a drawn document down to its floor, in place: in the page (its source is sent there, so
 * it names nothing outside itself), or jsdom in a test.
 */
export function stripToFloor(document: Document, removed: string): void {
  document.querySelectorAll(removed).forEach((element) => element.remove());
  // What an open modal left on the page behind it: a floor is never inert.
  document.querySelectorAll('[inert]').forEach((element) => element.removeAttribute('inert'));
}

/** The floor's file in the build copy for a page path: /m/login → floor/login.html. */
export function floorFile(path: string): string {
  const name = path.replace(/^\/m\/?/, '').replace(/\//g, '-') || 'index';
  return `floor/${name}.html`;
}

/**
 * Copies the build to `copyDir` and writes each page's floor into it, drawn by Debian's Chromium
 * at Lighthouse's mobile size from `origin` (a sandbox serving the build itself).
 */
export async function writeFloors(
  origin: string,
  pages: readonly string[],
  distDir: string,
  copyDir: string,
): Promise<void> {
  cpSync(distDir, copyDir, { recursive: true });
  mkdirSync(join(copyDir, 'floor'), { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  try {
    for (const path of pages) {
      // Lighthouse's mobile screen (412 × 823 at 1.75), a fresh guest each time.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(origin + path);
      await page.waitForLoadState('networkidle');
      // Two frames after the network went quiet: what the last answers drew is on the page.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const strip = `(${stripToFloor.toString()})(document, ${JSON.stringify(FLOOR_REMOVED)})`;
      const html = await page.evaluate(
        `${strip}, '<!doctype html>\\n' + document.documentElement.outerHTML`,
      );
      writeFileSync(join(copyDir, floorFile(path)), String(html));
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
