import { beforeAll, describe, expect, it } from 'vitest';
import {
  compileInlineScript,
  firstPaintScript,
} from '../../../build/index-html/compile-inline-script';
import type routePreloadScript from './route-preload-script';
import { routePreloads, type PagePreload } from './route-preload-script';

const PAGES: PagePreload[] = [
  { paths: ['/', '/m/home'], urls: ['/m/assets/HomePage-a.js', '/m/assets/HomePage-a.css'] },
  { paths: ['/m/game'], urls: ['/m/assets/GamePage-b.js', '/m/assets/lanes-c.js'] },
];

type Link = { rel: string; as?: string; crossOrigin?: string; href: string };

let script = '';
beforeAll(async () => {
  script = await compileInlineScript<typeof routePreloadScript>(
    firstPaintScript('route-preload-script'),
    routePreloads(PAGES),
  );
});

/** Runs the script as the browser would, against a fake location and head. */
function linksFor(pathname: string): Link[] {
  const head: Link[] = [];
  const document = {
    createElement: () => ({}) as Link,
    head: { appendChild: (link: Link) => head.push(link) },
  };
  new Function('location', 'document', script)({ pathname }, document);
  return head;
}

describe('the inline page preload script', () => {
  it.each([
    [
      '/m/home',
      [
        { rel: 'modulepreload', crossOrigin: '', href: '/m/assets/HomePage-a.js' },
        { rel: 'preload', as: 'style', crossOrigin: '', href: '/m/assets/HomePage-a.css' },
      ],
    ],
    ['/', [{ rel: 'modulepreload', crossOrigin: '', href: '/m/assets/HomePage-a.js' }]],
    ['/m/game', [{ rel: 'modulepreload', crossOrigin: '', href: '/m/assets/GamePage-b.js' }]],
  ])('%s preloads its page', (pathname, expected) => {
    expect(linksFor(pathname)).toEqual(expect.arrayContaining(expected));
  });

  it.each(['/m/login', '/m/home/', '/m/GAME', '__proto__', 'constructor', ''])(
    '%s is not a known page: nothing is preloaded',
    (pathname) => {
      expect(linksFor(pathname)).toEqual([]);
    },
  );

  it('preloads each file of a page once', () => {
    expect(linksFor('/m/game').map((link) => link.href)).toEqual([
      '/m/assets/GamePage-b.js',
      '/m/assets/lanes-c.js',
    ]);
  });
});
