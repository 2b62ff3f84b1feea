/**
 * The scripts index.html starts go at low priority (issue 18 item 1, the prerendered shell). The
 * shell paints from the HTML alone; Chromium still asks for module scripts at high priority, as
 * if the page could not paint without them. Lighthouse's estimate of the first contentful paint
 * counts every high-priority script that has come by then as blocking it: on this machine the
 * scripts come before Chromium's first frame, so the shell's paint was estimated at 1.6–1.9 s
 * where a throttled load paints it at 0.7 s. Low, they are what they are: not in the shell's way.
 *
 * Their order among themselves is unchanged (all low), and the calls index.html starts (the
 * status, the language file, the first banner and icons) keep their high priority: a throttled
 * load's largest paint was the same either way (issue 18's closing note has the figures).
 */

/** The attribute Vite's entry script and modulepreload links get in index.html. */
export const LOW_PRIORITY = 'fetchpriority="low"';

const ENTRY_SCRIPT = /<script type="module"(?![^>]*fetchpriority)/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

/** index.html with Vite's module script and modulepreload tags at low priority. */
export function lowerScriptPriority(html: string): string {
  return html
    .replace(ENTRY_SCRIPT, `<script type="module" ${LOW_PRIORITY}`)
    .replace(MODULE_PRELOAD, `<link rel="modulepreload" ${LOW_PRIORITY}`);
}
