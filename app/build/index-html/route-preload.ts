/**
 * Vite plugin: index.html starts the opened page's chunk, its CSS and the chunks it imports while
 * the entry script is still on its way, rather than once the entry has downloaded and run: one
 * round trip less before the first paint, which a 3G phone feels. The inline script picks the
 * files by `location.pathname` (src/app/first-paint/route-preload-script.ts).
 *
 * Only the pages a visit can start on and that any visitor may see are listed: a guarded page
 * would send a guest elsewhere and waste the bytes. Each module must be the one routes.tsx
 * loads for those paths; a module missing from the bundle fails the build.
 */
import type { Plugin } from 'vite';
import { inlineScriptPlugin, type OutputBundle } from './inline-script-plugin';
import { HOME_PATHS, Paths } from '../../src/lib/router/paths';
import type routePreloadScript from '../../src/app/first-paint/route-preload-script';
import { routePreloads, type PagePreload } from '../../src/app/first-paint/route-preload-script';
import { compileInlineScript, firstPaintScript } from './compile-inline-script';

export const FIRST_PAGES: readonly {
  paths: readonly string[];
  module: string;
  /** Modules the page imports at once when it runs, whose chunks start with the page's. */
  also?: readonly string[];
}[] = [
  // Home starts its content call when it runs (the first banner is its largest paint): the
  // call's chunk (the announcements group, chunks/core-groups.ts) is in by then, not a round trip
  // after.
  {
    paths: HOME_PATHS,
    module: 'src/features/home/HomePage.tsx',
    also: ['src/domains/content/announcements-call.ts'],
  },
  { paths: [Paths.game], module: 'src/features/game/GamePage.tsx' },
  // The social sign-in (app/social-slot.tsx) is drawn with the form, and loaded when it is drawn:
  // a round trip after the page's language and status, in front of the form's first paint.
  {
    paths: [Paths.login],
    module: 'src/features/auth/LoginPage.tsx',
    also: ['src/features/social/SocialLogin.tsx'],
  },
  {
    paths: [Paths.register, Paths.registerHtml],
    module: 'src/features/register/RegisterPage.tsx',
    also: ['src/features/social/SocialLogin.tsx'],
  },
];

type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;
type Meta = { viteMetadata?: { importedCss: Set<string> } };

/** A chunk's file, its CSS and its static imports' (the entry's are preloaded by Vite already). */
function closure(bundle: OutputBundle, root: OutputChunk, skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (skip.has(name) || chunk?.type !== 'chunk') return;
    skip.add(name);
    files.push(name);
    (chunk as OutputChunk & Meta).viteMetadata?.importedCss.forEach((css) => {
      if (!skip.has(css)) files.push(css);
      skip.add(css);
    });
    chunk.imports.forEach(visit);
  };
  visit(root.fileName);
  return files;
}

function entryFiles(bundle: OutputBundle): Set<string> {
  const entry = Object.values(bundle).find((out) => out.type === 'chunk' && out.isEntry);
  if (!entry || entry.type !== 'chunk') throw new Error('route-preload: no entry chunk');
  const files = new Set<string>();
  closure(bundle, entry, files);
  return files;
}

export function routePreload(): Plugin {
  return inlineScriptPlugin('route-preload', (bundle, base) => {
    const skip = entryFiles(bundle);
    const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
    const pages: PagePreload[] = FIRST_PAGES.map(({ paths, module, also = [] }) => {
      const chunk = chunks.find((out) => (out.facadeModuleId ?? '').endsWith(`/${module}`));
      if (!chunk) throw new Error(`route-preload: ${module} is not a chunk of the build`);
      const seen = new Set(skip);
      const files = closure(bundle, chunk, seen);
      for (const extra of also) {
        const holder = chunks.find((out) => out.moduleIds.some((id) => id.endsWith(`/${extra}`)));
        if (!holder) throw new Error(`route-preload: ${extra} is in no chunk of the build`);
        files.push(...closure(bundle, holder, seen));
      }
      return { paths, urls: files.map((file) => base + file) };
    });
    return compileInlineScript<typeof routePreloadScript>(
      firstPaintScript('route-preload-script'),
      routePreloads(pages),
    );
  });
}
