/**
 * index.html's page preload (build/index-html/route-preload.ts): it looks up the address being
 * opened and starts that page's chunk, its static imports and its CSS together with the entry
 * script, instead of after the entry has downloaded and run. An address it does not know
 * preloads nothing.
 */

/** The files one page needs, and every address that opens it. */
export type PagePreload = { paths: readonly string[]; urls: readonly string[] };

/** The build's lists: each page's files, and the index of its list by address. */
type RoutePreloads = {
  lists: readonly (readonly string[])[];
  index: Record<string, number>;
};

/** The script's input for these pages: one list of files a page, indexed by address. */
export function routePreloads(pages: readonly PagePreload[]): RoutePreloads {
  const index: Record<string, number> = {};
  pages.forEach((page, i) => page.paths.forEach((path) => (index[path] = i)));
  return { lists: pages.map((page) => page.urls), index };
}

export default function routePreloadScript({ lists, index }: RoutePreloads): void {
  try {
    const files = lists[index[location.pathname] as number];
    for (let i = 0; files && i < files.length; i++) {
      const link = document.createElement('link');
      if (/\.css$/.test(files[i] as string)) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      // As Vite's own preload helper asks for them, so that its later request takes this answer.
      link.crossOrigin = '';
      link.href = files[i] as string;
      document.head.appendChild(link);
    }
  } catch {
    // Nothing preloaded: the app loads the page's chunk itself.
  }
}
