/**
 * npm run bench: serves the built app with a fresh sandbox, runs Lighthouse (mobile defaults,
 * Debian's Chromium) three times on each page, first visits (storage cleared) and repeat visits
 * (the cache of the visit before kept), and prints the medians as two tables, with the requests
 * made before the first contentful paint, and each first visit's simulated FCP. Then first
 * visits again under applied throttling (Lighthouse's DevTools method: the same network and CPU
 * slowdown applied to a real load rather than estimated from an unthrottled one), a third table:
 * the simulated estimate counts a high-priority script that came before the observed first paint
 * as blocking it, the applied load shows when the page really paints. A run that
 * errors or misses a metric fails the bench (non-zero exit) before anything is printed: never a
 * half table. Speed is measured here, not by timed tests. Then the warm-worker unit
 * (bench/warm-worker.ts): repeat visits whose service worker is installed and has
 * served the page before, with what reached the network before the first paint.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSandbox } from '../sandbox/src/start.ts';
import { measureWarmWorker, printWarmWorker } from './warm-worker.ts';

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
  /** Requests started before the first contentful paint: the round trips it waited for. */
  beforePaint: number;
};

type NetworkItem = { resourceType?: string; transferSize?: number; networkRequestTime?: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function measure(url: string, port: number, repeat: boolean, applied = false): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A repeat visit keeps what the visit before left in the cache (and the service
    // worker); a first visit starts from nothing.
    disableStorageReset: repeat,
    throttlingMethod: applied ? 'devtools' : 'simulate',
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const items = (audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? [];
  const fcp = audits['first-contentful-paint']?.numericValue ?? NaN;
  const row: Row = {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: items
      .filter((i) => i.resourceType === 'Script')
      .reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    requests: items.length,
    beforePaint: items.filter((i) => (i.networkRequestTime ?? Infinity) < fcp).length,
  };
  const missing = Object.entries(row).filter(([, value]) => !Number.isFinite(value));
  if (missing.length || categories.performance?.score == null)
    throw new Error(`${url}: no figure for ${missing.map(([k]) => k).join(', ') || 'score'}`);
  return row;
}

function summary(runs: Row[]): Record<string, number> {
  const pick = (key: keyof Row) => median(runs.map((r) => r[key]));
  return {
    'perf score': pick('score'),
    'FCP ms': Math.round(pick('fcp')),
    'LCP ms': Math.round(pick('lcp')),
    'TBT ms': Math.round(pick('tbt')),
    CLS: Number(pick('cls').toFixed(3)),
    'JS KB (transfer)': Number((pick('jsBytes') / 1024).toFixed(1)),
    requests: pick('requests'),
    'before FCP': pick('beforePaint'),
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
  const first: Record<string, Record<string, number>> = {};
  // Each first visit's simulated FCP: Lantern counts a high-priority script that ended before the
  // observed paint as blocking it, and on localhost the entry ends a few milliseconds before or
  // after that paint, so the runs of one build fall in two groups the median hides.
  const firstFcps: Record<string, string> = {};
  const repeat: Record<string, Record<string, number>> = {};
  const applied: Record<string, Record<string, number>> = {};
  let warm: Record<string, Record<string, number>> = {};
  try {
    for (const path of PAGES) {
      const firstRuns: Row[] = [];
      const repeatRuns: Row[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Each repeat visit follows a first visit of the same page, whose cache it reuses.
        firstRuns.push(await measure(sandbox.url + path, chrome.port, false));
        repeatRuns.push(await measure(sandbox.url + path, chrome.port, true));
      }
      first[path] = summary(firstRuns);
      firstFcps[path] = firstRuns.map((r) => Math.round(r.fcp)).join(', ');
      repeat[path] = summary(repeatRuns);
    }
    for (const path of PAGES) {
      const appliedRuns: Row[] = [];
      for (let i = 0; i < RUNS; i++)
        appliedRuns.push(await measure(sandbox.url + path, chrome.port, false, true));
      applied[path] = summary(appliedRuns);
    }
    chrome.kill();
    warm = await measureWarmWorker(sandbox.url, PAGES, RUNS);
  } finally {
    chrome.kill();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Lighthouse, mobile defaults, median of ${RUNS} runs. First visits:`);
  console.table(first);
  console.log('Simulated FCP of each first visit (ms):');
  for (const [path, fcps] of Object.entries(firstFcps)) console.log(`  ${path}: ${fcps}`);
  console.log('Repeat visits (the cache of the visit before kept):');
  console.table(repeat);
  console.log('First visits under applied throttling (a real load, slowed):');
  console.table(applied);
  printWarmWorker(warm, RUNS);
}

try {
  await main();
} catch (error) {
  console.error('bench failed, no figures printed:', error);
  process.exitCode = 1;
}
