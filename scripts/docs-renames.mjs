#!/usr/bin/env node
// After files move, the Markdown that names them must follow: this rewrites every path that git
// sees renamed since BASE (default HEAD~1) in the project's Markdown files, so that
// docs/spec-coverage.md and the READMEs keep pointing at files that exist.
// Usage: node scripts/docs-renames.mjs [BASE] [TARGET]: the renames from BASE to TARGET (default
// HEAD), which after a merge can be the merged branch.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const base = process.argv[2] ?? 'HEAD~1';
const target = process.argv[3] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });

const renames = git('diff', '-M50%', '--name-status', '--diff-filter=R', base, target)
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'))
  .map(([, from, to]) => [from, to]);

// The longest path first, so that a.ts never rewrites the start of a.tsx.
renames.sort(([a], [b]) => b.length - a.length);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const markdown = git('ls-files', '*.md').split('\n').filter(Boolean);
let changed = 0;
for (const file of markdown) {
  const before = readFileSync(file, 'utf8');
  let after = before;
  for (const [from, to] of renames) {
    after = after.replace(new RegExp(`(?<![\\w./-])${escape(from)}(?![\\w/-])`, 'g'), to);
  }
  if (after !== before) {
    writeFileSync(file, after);
    changed += 1;
  }
}
console.log(
  `${renames.length} renames from ${base} to ${target}; ${changed} Markdown files rewritten`,
);
