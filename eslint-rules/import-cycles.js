// Import circles, type-only imports included. import-x/no-cycle skips `import type` (it has no
// runtime effect), but a circle of types still ties two modules together: neither can move or
// be read alone. This rule reads every module's static imports and re-exports once per lint run
// (value and type alike; a dynamic import() is a lazy edge, not a circle), finds the strongly
// connected groups, and reports each import that stays inside one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCES = ['app/src', 'contract/src', 'sandbox/src', 'e2e', 'engines', 'tests', 'bench'];
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const MODULE = /\.(ts|tsx|mts|js|mjs)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
// Static `import ... from`, `export ... from` and side-effect `import '...'`, type or value.
const STATIC_IMPORT = /^\s*(?:import|export)\b(?:[^'";]*?\bfrom\s*)?\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

function walk(dir, into) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return into;
  }
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, into);
    else if (MODULE.test(entry.name)) into.add(path);
  }
  return into;
}

function resolveSpecifier(files, from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const suffix of CANDIDATES) if (files.has(base + suffix)) return base + suffix;
  return null;
}

/** Every module's static imports, and the strongly connected groups of more than one module. */
export function importGraph(roots = SOURCES) {
  const files = new Set();
  for (const root of roots) walk(join(ROOT, root), files);
  const edges = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveSpecifier(files, file, match[1]);
      if (target && target !== file) targets.add(target);
    }
    edges.set(file, [...targets]);
  }
  // Tarjan's algorithm, iterative so that a deep import chain cannot overflow the stack.
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groupOf = new Map();
  const groups = [];
  let counter = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = edges.get(node);
      if (next < targets.length) {
        frame[1]++;
        const target = targets[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1) {
          for (const file of group) groupOf.set(file, groups.length);
          groups.push(group);
        }
      }
    }
  }
  return { files, edges, groupOf, groups };
}

/** The way from `from` back to `to` inside their group, for the message. */
function wayBack(graph, from, to) {
  const group = graph.groupOf.get(from);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of graph.edges.get(node)) {
      if (graph.groupOf.get(next) === group && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const way = [];
  for (let node = to; node; node = previous.get(node)) way.unshift(relative(ROOT, node));
  return way.join(' → ');
}

let cached;

export const importCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import circle (type imports count too): {{way}}' },
  },
  create(context) {
    cached ??= importGraph();
    const graph = cached;
    const file = context.filename;
    const group = graph.groupOf.get(file);
    if (group === undefined) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveSpecifier(graph.files, file, node.source.value);
      if (!target || graph.groupOf.get(target) !== group) return;
      const way = `${relative(ROOT, file)} → ${wayBack(graph, target, file)}`;
      context.report({ node: node.source, messageId: 'cycle', data: { way } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
