/**
 * The bench's warm-worker unit: a repeat visit whose service worker is installed,
 * active and has already served the page once, as on a player's phone the day after. It counts
 * what reached the network before the first contentful paint: nothing should.
 * The shell and code come from the worker's precache; the site status from storage, asked again
 * only after the first paint (the first-paint rule, app/src/domains/site/status.ts); public content
 * is asked after the paint too. Lighthouse cannot tell a worker's answer
 * from the network's in its report, so this unit drives Debian's Chromium through Playwright,
 * which can (response.fromServiceWorker(), request.serviceWorker()).
 *
 * Run alone: `npm run build && npx tsx bench/warm-worker.ts`; `npm run bench` runs it too.
 * BENCH_DEBUG=1 prints the URLs that reached the network before the first paint.
 *
 * A page request the browser's HTTP cache answered (home's remembered first banner, preloaded by
 * index.html and cached for a year) is counted apart: it reaches no network either. Playwright
 * reports it as a request; the page's resource timing tells it, with no bytes transferred for a
 * body it decoded (a cross-origin entry without Timing-Allow-Origin shows neither, and so stays
 * counted as the network's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type BrowserContext, type Request } from '@playwright/test';
import { startSandbox } from '../sandbox/src/start.ts';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Seen = { request: Request; fromWorker: boolean; byWorker: boolean };

export type WarmRow = {
  fcp: number;
  /** Requests of the shell and code (not /wps) that reached the network before the FCP. */
  codeBeforePaint: number;
  /** /wps calls that reached the network before the FCP (the status the first screen needs). */
  apiBeforePaint: number;
  /** Requests the worker answered (from its caches) before the FCP. */
  workerBeforePaint: number;
  /** Page requests the HTTP cache answered before the FCP. */
  httpCacheBeforePaint: number;
};

async function warmUp(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  // The app registers after load, once the status names the merchant; install precaches it all.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.close();
}

async function repeatVisit(context: BrowserContext, url: string): Promise<WarmRow> {
  const page = await context.newPage();
  const seen: Seen[] = [];
  const onFinished = async (request: Request) => {
    const response = await request.response();
    seen.push({
      request,
      fromWorker: response?.fromServiceWorker() ?? false,
      byWorker: request.serviceWorker() !== null,
    });
  };
  context.on('requestfinished', onFinished);
  context.on('requestfailed', onFinished);
  await page.goto(url);
  const paint = await page.evaluate(
    () =>
      new Promise<{ origin: number; fcp: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve({ origin: performance.timeOrigin, fcp: entry.startTime });
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await page.waitForLoadState('networkidle');
  context.off('requestfinished', onFinished);
  context.off('requestfailed', onFinished);
  const cached = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => {
          const { transferSize, decodedBodySize } = entry as PerformanceResourceTiming;
          return transferSize === 0 && decodedBodySize > 0;
        })
        .map((entry) => entry.name),
    ),
  );
  await page.close();
  const fcpAt = paint.origin + paint.fcp;
  const before = seen.filter((s) => s.request.timing().startTime < fcpAt);
  const fromHttpCache = (s: Seen) => !s.byWorker && !s.fromWorker && cached.has(s.request.url());
  // A page request the worker or the HTTP cache answered is not on the network; the worker's own
  // fetches are.
  const network = before.filter((s) => s.byWorker || (!s.fromWorker && !fromHttpCache(s)));
  const isApi = (s: Seen) => new URL(s.request.url()).pathname.startsWith('/wps/');
  if (process.env.BENCH_DEBUG) console.log(network.map((s) => [s.request.url(), s.byWorker]));
  return {
    fcp: paint.fcp,
    codeBeforePaint: network.filter((s) => !isApi(s)).length,
    apiBeforePaint: network.filter(isApi).length,
    workerBeforePaint: before.filter((s) => s.fromWorker && !s.byWorker).length,
    httpCacheBeforePaint: before.filter(fromHttpCache).length,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Median of `runs` warm repeat visits of each page, each in a fresh context warmed first. */
export async function measureWarmWorker(
  origin: string,
  pages: string[],
  runs: number,
): Promise<Record<string, Record<string, number>>> {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  const table: Record<string, Record<string, number>> = {};
  try {
    for (const path of pages) {
      const rows: WarmRow[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          ...devices['Pixel 7'],
          serviceWorkers: 'allow',
        });
        try {
          await warmUp(context, origin + path);
          rows.push(await repeatVisit(context, origin + path));
        } finally {
          await context.close();
        }
      }
      const pick = (key: keyof WarmRow) => median(rows.map((row) => row[key]));
      table[path] = {
        'FCP ms': Math.round(pick('fcp')),
        'code from network before FCP': pick('codeBeforePaint'),
        'API calls before FCP': pick('apiBeforePaint'),
        'from the worker before FCP': pick('workerBeforePaint'),
        'from the HTTP cache before FCP': pick('httpCacheBeforePaint'),
      };
    }
  } finally {
    await browser.close();
  }
  return table;
}

export function printWarmWorker(table: Record<string, Record<string, number>>, runs: number) {
  console.log(`Repeat visits with a warm service worker (no throttling, median of ${runs} runs):`);
  console.table(table);
}

if (import.meta.filename === process.argv[1]) {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const dir = mkdtempSync(join(tmpdir(), 'wps-bench-'));
  const sandbox = await startSandbox({ dbFile: join(dir, 'bench.sqlite') });
  try {
    printWarmWorker(await measureWarmWorker(sandbox.url, ['/m/home', '/m/game'], runs), runs);
  } finally {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
