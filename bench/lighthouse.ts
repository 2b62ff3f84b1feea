/**
 * npm run bench: serves the built app with a fresh sandbox, runs Lighthouse (mobile defaults,
 * Debian's Chromium) three times on each page, and prints the medians as a table.
 * Speed is measured here, not by timed tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSandbox } from '../sandbox/src/start.ts';

const PAGES = ['/m/home', '/m/login', '/m/game'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Row = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  requests: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function measure(url: string, port: number): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { audits, categories } = result.lhr;
  const items =
    (
      audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: items
      .filter((i) => i.resourceType === 'Script')
      .reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    requests: items.length,
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'wps-bench-'));
  const sandbox = await startSandbox({ dbFile: join(dir, 'bench.sqlite') });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const table: Record<string, Record<string, string | number>> = {};
  try {
    for (const path of PAGES) {
      const runs: Row[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(sandbox.url + path, chrome.port));
      const pick = (key: keyof Row) => median(runs.map((r) => r[key]));
      table[path] = {
        'perf score': pick('score'),
        'FCP ms': Math.round(pick('fcp')),
        'LCP ms': Math.round(pick('lcp')),
        'TBT ms': Math.round(pick('tbt')),
        CLS: Number(pick('cls').toFixed(3)),
        'JS KB (transfer)': Number((pick('jsBytes') / 1024).toFixed(1)),
        requests: pick('requests'),
      };
    }
  } finally {
    chrome.kill();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Lighthouse, mobile defaults, median of ${RUNS} runs:`);
  console.table(table);
}

await main();
