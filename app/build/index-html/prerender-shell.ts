/**
 * Vite plugin: index.html paints the prerendered shell before any script or stylesheet has
 * arrived. It gets, inline, the tokens and the shell's rules (src/styles/tokens.css and
 * shell.css, within the first few KB of the response), the script that picks the page's skeleton
 * and the stored language's direction (src/app/first-paint/shell-script.ts, compiled as the other
 * inline scripts are), and the shell itself (src/app/first-paint/shell-markup.ts) in the body.
 * The bundle's stylesheets move from the head to after the shell: a stylesheet in the body holds
 * back only what follows it, so the shell paints while the CSS downloads, and the entry script
 * still runs only once the CSS is in. The favicon becomes the shell's logo, inline too.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { shellMarkup, svgDataUrl } from '../../src/app/first-paint/shell-markup';
import { SHELL_PAGES } from '../../src/app/first-paint/shell-pages';
import type shellScript from '../../src/app/first-paint/shell-script';
import { shellInput } from '../../src/app/first-paint/shell-script';
import { compileInlineScript, firstPaintScript } from './compile-inline-script';

const ROOT = '<div id="root"></div>';
const FAVICON = '<link rel="icon" href="/m/icon.svg" type="image/svg+xml" />';
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/** Comments and layout whitespace out; the rules themselves as written. */
function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

function readCss(name: string): string {
  return readFileSync(new URL(`../../src/styles/${name}`, import.meta.url), 'utf8');
}

export function prerenderShell(): Plugin {
  let script: Promise<string> | undefined;
  const logo = svgDataUrl(readFileSync(new URL('../../public/icon.svg', import.meta.url), 'utf8'));
  return {
    name: 'wps-prerender-shell',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes('<!-- shell -->') || !html.includes(ROOT) || !html.includes(FAVICON))
          throw new Error('prerender-shell: index.html lacks <!-- shell -->, the root or the icon');
        script ??= compileInlineScript<typeof shellScript>(
          firstPaintScript('shell-script'),
          shellInput(SHELL_PAGES),
        );
        const style = minifyCss(readCss('tokens.css') + readCss('shell.css'));
        const stylesheets = (html.match(STYLESHEET) ?? []).map((link) => link.trim());
        return (
          html
            .replace(STYLESHEET, '')
            // The favicon is the shell's logo: the same data: URL (a few bytes once compressed, as
            // the second copy refers to the first), rather than a request that Chromium made while
            // the first page's scripts still queued on an HTTP/1.1 server's 6 connections.
            .replace(FAVICON, `<link rel="icon" href="${logo}" type="image/svg+xml" />`)
            .replace(
              '<!-- shell -->',
              `<style>${style}</style>\n    <script>${await script}</script>`,
            )
            .replace(ROOT, shellMarkup(logo) + stylesheets.join('') + ROOT)
        );
      },
    },
  };
}
