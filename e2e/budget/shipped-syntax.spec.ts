import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildTargets } from '../../app/build/matrix/browser-targets';
import { newerSyntax } from '../../app/build/matrix/shipped-syntax';
import { DIST } from '../support/bundle-manifest';

/**
 * No file of the build uses syntax newer than the support matrix (app/.browserslistrc) runs:
 * on the oldest phone it promises, such a file is a syntax error and its part never draws.
 * The chunks are modules; the workers, the push script and index.html's inline scripts are
 * classic scripts.
 */
const syntax = buildTargets().syntax;

function scriptsIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : scriptsIn(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

test('every shipped script parses at the syntax of the support matrix', () => {
  const scripts = scriptsIn(DIST);
  const assets = join(DIST, 'assets');
  expect(scripts.length).toBeGreaterThan(50);
  const findings = scripts.flatMap((path) => {
    const sourceType = path.startsWith(assets) ? 'module' : 'script';
    const finding = newerSyntax(readFileSync(path, 'utf8'), syntax, sourceType);
    return finding ? [`${relative(DIST, path)}: ${finding}`] : [];
  });
  expect(findings).toEqual([]);
});

test("index.html's inline scripts parse at the syntax of the support matrix", () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(inline.length).toBeGreaterThan(3);
  const findings = inline.flatMap(([, attributes = '', code = ''], index) => {
    const sourceType = /type="module"/.test(attributes) ? 'module' : 'script';
    const finding = newerSyntax(code, syntax, sourceType);
    return finding ? [`inline script ${index}: ${finding}`] : [];
  });
  expect(findings).toEqual([]);
});
