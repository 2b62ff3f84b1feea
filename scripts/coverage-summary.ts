/**
 * Counts the rows of docs/spec-coverage.md by section and status, and rewrites its summary
 * table: `npx tsx scripts/coverage-summary.ts`. tests/docs checks the summary is current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COVERAGE_FILE = join(import.meta.dirname, '..', 'docs', 'spec-coverage.md');
export const STATUSES = ['done', 'partial', 'not yet', 'n/a'] as const;
export type Row = { id: string; section: string; status: string; code: string; test: string };

export function parseRows(markdown: string): Row[] {
  const rows: Row[] = [];
  let section = '';
  for (const line of markdown.split('\n')) {
    // §1 … §9 follow the spec; "Beyond the spec" (section B, ids B17.1 …) lists what the
    // product does beyond it.
    const heading = /^## (?:(\d)\.|(B)eyond the spec)/.exec(line);
    if (heading) section = heading[1] ?? heading[2] ?? '';
    if (!section || !/^\| B?\d/.test(line)) continue;
    const cells = line
      .replace(/\\\|/g, '¦')
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length !== 6) throw new Error(`row without 6 cells: ${line}`);
    const [id = '', , status = '', code = '', test = ''] = cells;
    rows.push({ id, section, status, code, test });
  }
  return rows;
}

export function summaryCounts(rows: Row[]): Map<string, Record<string, number>> {
  const counts = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const entry = counts.get(row.section) ?? { done: 0, partial: 0, 'not yet': 0, 'n/a': 0 };
    entry[row.status] = (entry[row.status] ?? 0) + 1;
    counts.set(row.section, entry);
  }
  return counts;
}

function rewrite(): void {
  const markdown = readFileSync(COVERAGE_FILE, 'utf8');
  const counts = summaryCounts(parseRows(markdown));
  const total = { done: 0, partial: 0, 'not yet': 0, 'n/a': 0 };
  const lines = markdown.split('\n').map((line) => {
    const match = /^\| (§(\d|B) [^|]+)\|/.exec(line);
    const c = match ? counts.get(match[2] ?? '') : undefined;
    if (!match || !c) return line;
    STATUSES.forEach((s) => (total[s] += c[s] ?? 0));
    const sum = STATUSES.reduce((n, s) => n + (c[s] ?? 0), 0);
    return `| ${match[1]?.trim()} | ${c.done} | ${c.partial} | ${c['not yet']} | ${c['n/a'] ?? 0} | ${sum} |`;
  });
  const all = total.done + total.partial + total['not yet'] + total['n/a'];
  const out = lines.map((line) =>
    line.startsWith('| **All** |')
      ? `| **All** | **${total.done}** | **${total.partial}** | **${total['not yet']}** | **${total['n/a']}** | **${all}** |`
      : line,
  );
  writeFileSync(COVERAGE_FILE, out.join('\n'));
}

if (process.argv[1] === import.meta.filename) rewrite();
