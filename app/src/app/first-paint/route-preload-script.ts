/**
 * The inline script that app/route-preload.ts puts in index.html (issue 18, the critical path):
 * it looks up the address being opened and starts that page's chunk, its static imports and its
 * CSS together with the entry script, instead of after the entry has downloaded and run (one
 * round trip less before the first paint on a slow network). An address it does not know
 * preloads nothing. Kept small and free of modern syntax: it runs before anything else.
 */

/** The files one page needs, and every address that opens it. */
export type PagePreload = { paths: readonly string[]; urls: readonly string[] };

export function routePreloadScript(pages: readonly PagePreload[]): string {
  const index: Record<string, number> = {};
  pages.forEach((page, i) => page.paths.forEach((path) => (index[path] = i)));
  const lists = pages.map((page) => page.urls);
  return [
    'try {',
    `  var f = ${JSON.stringify(lists)}[${JSON.stringify(index)}[location.pathname]];`,
    '  for (var i = 0; f && i < f.length; i++) {',
    "    var l = document.createElement('link');",
    "    if (/\\.css$/.test(f[i])) { l.rel = 'preload'; l.as = 'style'; } else l.rel = 'modulepreload';",
    // As Vite's own preload helper asks for them, so that its later request takes this answer.
    "    l.crossOrigin = '';",
    '    l.href = f[i];',
    '    document.head.appendChild(l);',
    '  }',
    '} catch (e) {}',
  ].join('\n');
}
