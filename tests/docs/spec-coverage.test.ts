/** docs/spec-coverage.md stays honest: well-formed rows, proof for every claim, a true summary. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COVERAGE_FILE,
  parseRows,
  STATUSES,
  summaryCounts,
} from '../../scripts/coverage-summary.ts';

const markdown = readFileSync(COVERAGE_FILE, 'utf8');
const rows = parseRows(markdown);
const root = join(import.meta.dirname, '..', '..');

describe('docs/spec-coverage.md', () => {
  it('has unique ids and known statuses', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const row of rows) expect(STATUSES, row.id).toContain(row.status);
  });

  it('names code and a test for every row it calls done', () => {
    for (const row of rows.filter((r) => r.status === 'done')) {
      expect(row.code, row.id).not.toBe('—');
      expect(row.test, row.id).not.toBe('—');
    }
  });

  it('points only at files that exist', () => {
    for (const row of rows) {
      for (const [, path] of `${row.code} ${row.test}`.matchAll(
        /`((?:app|sandbox|contract|e2e|tests|bench)\/[^`\s]+\.[a-z]+)`/g,
      )) {
        expect(existsSync(join(root, path ?? '')), `${row.id}: ${path}`).toBe(true);
      }
    }
  });

  it('has a summary that matches the rows', () => {
    for (const [section, counts] of summaryCounts(rows)) {
      const line = markdown.split('\n').find((l) => l.startsWith(`| §${section} `));
      expect(line, `summary row for §${section}`).toBeDefined();
      const cells = line
        ?.split('|')
        .slice(2, 6)
        .map((c) => Number(c.trim()));
      expect(cells, `§${section}`).toEqual([
        counts.done,
        counts.partial,
        counts['not yet'],
        counts['n/a'],
      ]);
    }
  });
});
