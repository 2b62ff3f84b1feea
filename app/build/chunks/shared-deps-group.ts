/**
 * Vite plugin and code-splitting group: fewer, larger chunks on the way to the first paint.
 * A first page's part imports lib/ modules that other lazy chunks share too, and Rolldown gives
 * each set of sharers a chunk of its own, which an HTTP/1.1 server answers 6 at a time, a round
 * trip each round (docs/first-paint.md). The group puts every module that a chunk's root imports (statically, at any depth) and
 * the entry does not into one chunk, its own feature folder aside (that is the root's chunk).
 * Another chunk that needs one of those modules loads the whole group, a few KB more for one
 * request less; so modules that the other first pages (`apart`: login, game...) import stay out
 * of it, and those pages' first paint stays as it was (e2e/budget/first-paint.spec.ts). The module graph is
 * read once the build has parsed it (buildEnd); Rolldown asks the group's test while it splits
 * the chunks, after that.
 */
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

type Group = {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
};

export function sharedDepsGroup(
  name: string,
  /** One root, or several that always load together (each root's own folder stays out). */
  rootModule: string | readonly string[],
  entryModule: string,
  apart: readonly string[],
): { plugin: Plugin; group: Group } {
  const captured = new Set<string>();
  const plugin: Plugin = {
    name: `wps-shared-deps-${name}`,
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((candidate) => candidate.endsWith(suffix));
        if (!id) this.error(`sharedDepsGroup: no module ${suffix} in the build`);
        return id;
      };
      const closure = (start: string) => {
        const seen = new Set<string>();
        const stack = [start];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const roots = (typeof rootModule === 'string' ? [rootModule] : rootModule).map(find);
      const own = new Set(roots.map((root) => dirname(root)));
      const elsewhere = [entryModule, ...apart].map((module) => closure(find(module)));
      for (const id of new Set(roots.flatMap((root) => [...closure(root)]))) {
        // Vite's stand-in for a Node module that a library names (crypto-js: `crypto`) goes
        // with that library.
        const code =
          (!id.startsWith('\0') && /\.[cm]?[jt]sx?$/.test(id)) ||
          id.includes('__vite-browser-external');
        if (code && !own.has(dirname(id)) && !elsewhere.some((ids) => ids.has(id)))
          captured.add(id);
      }
    },
  };
  return {
    plugin,
    group: { name, test: (id) => captured.has(id), includeDependenciesRecursively: false },
  };
}
