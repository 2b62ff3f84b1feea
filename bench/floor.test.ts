// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FLOOR_REMOVED, floorFile, stripToFloor } from './floor.ts';

const PAGE = `<!doctype html><html><head>
<script>window.boot = 1</script>
<link rel="modulepreload" href="/m/assets/boot.js">
<link rel="preload" as="fetch" href="/m/locales/en.json" crossorigin>
<link rel="preload" as="image" href="/m/banner.webp">
<link rel="stylesheet" href="/m/assets/index.css">
<script type="module" src="/m/assets/index.js"></script>
</head><body><div id="root" inert><h1>Log in</h1><form><input name="user"></form></div>
<dialog open><p>Announcement</p></dialog><div role="dialog">Download the app</div></body></html>`;

function floorOf(html: string): Document {
  const document = new DOMParser().parseFromString(html, 'text/html');
  stripToFloor(document, FLOOR_REMOVED);
  return document;
}

describe('a page stripped to its floor', () => {
  const document = floorOf(PAGE);
  it.each([
    ['scripts, inline and module', 'script', 0],
    ['module preloads', 'link[rel=modulepreload]', 0],
    ['data preloads only code would read', 'link[rel=preload][as=fetch]', 0],
    ['dialogs and dialog roles', 'dialog, [role=dialog]', 0],
    ['inert left by an open modal', '[inert]', 0],
    ['the stylesheet', 'link[rel=stylesheet]', 1],
    ['the image preload a server would send too', 'link[rel=preload][as=image]', 1],
    ['the drawn content', 'h1, form input', 2],
  ])('%s', (_, selector, count) => {
    expect(document.querySelectorAll(selector)).toHaveLength(count);
  });
});

describe('the floor file of a page', () => {
  it.each([
    ['/m/login', 'floor/login.html'],
    ['/m/game', 'floor/game.html'],
    ['/m/', 'floor/index.html'],
    ['/m/member/vip', 'floor/member-vip.html'],
  ])('%s → %s', (path, file) => expect(floorFile(path)).toBe(file));
});
