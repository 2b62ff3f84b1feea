/**
 * The prerendered shell of index.html: what a player sees from the HTML alone, before the entry
 * script has downloaded and run. The header and the tab bar with their icons, and a skeleton of
 * the opened page, styled by styles/shell.css (inline in the HTML). It is decoration, hidden from
 * screen readers and holding nothing to focus or tap: Boot removes it in the frame that draws the
 * real header and tab bar. Built once by build/index-html/prerender-shell.ts.
 */
import { ICON_PATHS, ICON_STROKE, type IconName } from '../../ui/icon-paths';
import type { WordSlot } from './shell-words';

/** The tab bar's icons, in app/TabBar.tsx's order: home, game, activity, service, member. */
const SHELL_TABS: readonly IconName[] = ['home', 'game', 'gift', 'headset', 'user'];

/** Which skeleton a page gets: home, the game lobby, the login or registration form, or a plain page. */
export type ShellKind = 'home' | 'game' | 'login' | 'register' | 'page';

function icon(name: IconName, size: number): string {
  return (
    `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor"` +
    ` stroke-width="${ICON_STROKE}" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${ICON_PATHS[name]}"/></svg>`
  );
}

/** A skeleton block; `kinds` are the pages it shows on (h, g, f, p) and its shape (b, s, c, i). */
const block = (classes: string) => `<i class="sh-k ${classes}"></i>`;

const MAIN = [
  block('h t'), // home's page title
  block('h b'), // the banner, with the remembered first banner's image (lcp-preload-script.ts)
  block('h s'), // the marquee
  block('g s'), // the lane tabs
  block('p'), // the page title
  ...Array.from({ length: 6 }, () => block('h g c')), // game tiles
  ...Array.from({ length: 3 }, () => block('p')), // list rows
].join('');

/** A word slot (shell-words.ts), a skeleton bar until locale-preload-script.ts fills it. */
const word = (slot: WordSlot, classes = '') =>
  `<span class="sh-w${classes}" data-w="${slot}"></span>`;

/**
 * The sign-in forms where LoginPanel and RegisterPanel draw them: the page title, then the card
 * with the login form's welcome lines (l: login only), the method tabs and three fields as
 * skeleton blocks, and the line that switches to the other form (styles/shell.css).
 */
const FORM =
  `<div class="sh-f">${word('title', ' sh-h')}<div class="sh-c">` +
  `<div class="l">${word('lead', ' sh-lead')}${word('sub')}</div>` +
  block('f s') +
  Array.from({ length: 3 }, () => block('f i')).join('') +
  `<p class="sh-sw">${word('ask')}${word('link', ' sh-a')}</p></div></div>`;

/**
 * An SVG as a data: URL, escaped only where a URL or a double-quoted attribute needs it. The
 * shell's logo is one: drawn with the shell's first frame, it makes that frame the first
 * contentful paint, where as a file it waited for a request the browser held back behind the
 * scripts.
 */
export function svgDataUrl(svg: string): string {
  return (
    'data:image/svg+xml,' +
    svg
      .trim()
      .replace(/"/g, "'")
      .replace(/[\r\n%#<>?]/g, (c) => encodeURIComponent(c))
  );
}

/** The shell's markup; `logo` is the address of the header's logo (a data: URL). */
export function shellMarkup(logo: string): string {
  return (
    '<div id="shell" aria-hidden="true">' +
    `<div class="sh-head"><img src="${logo}" alt="" width="28" height="28">` +
    `<i class="sh-t"></i>${icon('globe', 22)}<i class="sh-t"></i></div>` +
    '<i class="sh-bar"></i>' +
    `<div class="sh-main">${MAIN}${FORM}</div>` +
    `<div class="sh-tabs">${SHELL_TABS.map((name) => `<span>${icon(name, 24)}<i class="sh-t"></i></span>`).join('')}</div>` +
    '</div>'
  );
}
