/**
 * npm run bench: serves the built app with a fresh sandbox and runs Lighthouse (mobile defaults,
 * Debian's Chromium) on each first page, judged against its own floor measured in the same run
 * (bench/floor.ts: the page as drawn, saved as static HTML without scripts, served by the same
 * sandbox). Rounds alternate page and floor, under both of Lighthouse's throttling methods:
 * simulated (Lantern's estimate from an unthrottled load) and applied (DevTools: the same network
 * and CPU slowdown applied to a real load). Lantern counts a high-priority module script that
 * ended before the observed paint as blocking it, so the applied figures decide. For each page
 * and method it prints the medians of BENCH_RUNS (default 5): score, FCP, LCP, the floor's FCP and
 * LCP, LCP ÷ floor, requests (the floor's), and the requests started before the largest paint.
 * A first visit starts with nothing stored (bench/visit-settings.ts); then repeat visits (the
 * cache and storage of the visit before kept) and the warm-worker unit
 * (bench/warm-worker.ts). A run that errors or misses a metric fails the bench (non-zero exit)
 * before anything is printed: never a half table. Speed is measured here, not by timed tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSandbox } from '../sandbox/src/start.ts';
import { floorFile, writeFloors } from './floor.ts';
import { visitSettings } from './visit-settings.ts';
import { measureWarmWorker, printWarmWorker } from './warm-worker.ts';

const PAGES = ['/m/home', '/m/login', '/m/register', '/m/game'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DIST = join(import.meta.dirname, '..', 'app', 'dist');
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
  /** Requests started before the largest contentful paint. */
  beforeLcp: number;
};

type NetworkItem = { resourceType?: string; transferSize?: number; networkRequestTime?: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function measure(url: string, port: number, repeat: boolean, applied = false): Promise<Row> {
  const result = await lighthouse(url, { port, ...visitSettings(repeat, applied) });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const items = (audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? [];
  const fcp = audits['first-contentful-paint']?.numericValue ?? NaN;
  const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN;
  const row: Row = {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp,
    lcp,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: items
      .filter((i) => i.resourceType === 'Script')
      .reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    requests: items.length,
    beforePaint: items.filter((i) => (i.networkRequestTime ?? Infinity) < fcp).length,
    beforeLcp: items.filter((i) => (i.networkRequestTime ?? Infinity) < lcp).length,
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

/** A page against its floor, medians of both: what the tables print. */
function againstFloor(page: Row[], floor: Row[]): Record<string, number> {
  const pick = (runs: Row[], key: keyof Row) => median(runs.map((r) => r[key]));
  return {
    score: pick(page, 'score'),
    'FCP ms': Math.round(pick(page, 'fcp')),
    'LCP ms': Math.round(pick(page, 'lcp')),
    'floor FCP': Math.round(pick(floor, 'fcp')),
    'floor LCP': Math.round(pick(floor, 'lcp')),
    'LCP ÷ floor': Number((pick(page, 'lcp') / pick(floor, 'lcp')).toFixed(2)),
    'TBT ms': Math.round(pick(page, 'tbt')),
    CLS: Number(pick(page, 'cls').toFixed(3)),
    requests: pick(page, 'requests'),
    'floor requests': pick(floor, 'requests'),
    'before LCP': pick(page, 'beforeLcp'),
  };
}

type Runs = Record<string, { page: Row[]; floor: Row[] }>;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'wps-bench-'));
  const copy = join(dir, 'dist');
  const drawer = await startSandbox({ dbFile: join(dir, 'floors.sqlite') });
  try {
    await writeFloors(drawer.url, PAGES, DIST, copy);
  } finally {
    await drawer.close();
  }
  const sandbox = await startSandbox({ dbFile: join(dir, 'bench.sqlite'), appDir: copy });
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
  const simulated: Runs = {};
  const applied: Runs = {};
  const repeat: Record<string, Row[]> = {};
  for (const path of PAGES) {
    simulated[path] = { page: [], floor: [] };
    applied[path] = { page: [], floor: [] };
    repeat[path] = [];
  }
  let warm: Record<string, Record<string, number>> = {};
  try {
    // Rounds alternate: each page, then its floor, so a slow spell of the machine hits both.
    for (let i = 0; i < RUNS; i++) {
      for (const path of PAGES) {
        const floor = `${sandbox.url}/m/${floorFile(path)}`;
        simulated[path]!.page.push(await measure(sandbox.url + path, chrome.port, false));
        // A repeat visit follows a first visit of the same page, whose cache it reuses.
        repeat[path]!.push(await measure(sandbox.url + path, chrome.port, true));
        simulated[path]!.floor.push(await measure(floor, chrome.port, false));
        applied[path]!.page.push(await measure(sandbox.url + path, chrome.port, false, true));
        applied[path]!.floor.push(await measure(floor, chrome.port, false, true));
      }
    }
    chrome.kill();
    warm = await measureWarmWorker(sandbox.url, PAGES, RUNS);
  } finally {
    chrome.kill();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const table = (runs: Runs) =>
    Object.fromEntries(
      PAGES.map((path) => [path, againstFloor(runs[path]!.page, runs[path]!.floor)]),
    );
  console.log(
    `Lighthouse, mobile defaults, median of ${RUNS} runs, first visits against each page's floor.`,
  );
  console.log('Simulated throttling:');
  console.table(table(simulated));
  console.log('Applied throttling (a real load, slowed):');
  console.table(table(applied));
  console.log('Repeat visits (the cache of the visit before kept), simulated:');
  console.table(Object.fromEntries(PAGES.map((path) => [path, summary(repeat[path]!)])));
  printWarmWorker(warm, RUNS);
}

try {
  await main();
} catch (error) {
  console.error('bench failed, no figures printed:', error);
  process.exitCode = 1;
}
