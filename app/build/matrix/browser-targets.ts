/**
 * The support matrix (app/.browserslistrc) as the build's tools read it: the browsers, the
 * esbuild-style targets that Vite's JavaScript and CSS transforms take, and the syntax every
 * browser of the matrix runs, which the shipped-syntax check holds the built files to.
 */
import { resolve } from 'node:path';
import browserslist from 'browserslist';
import { getAllVersions } from 'baseline-browser-mapping';

// import.meta.dirname: under a jsdom test, import.meta.url is the test page's address, not a file.
const APP = `${resolve(import.meta.dirname, '../..')}/`;

/** Every browser version the matrix covers, as browserslist names them ("and_chr 92"). Android
 * versions need mobileToDesktop: browserslist's data has only the newest Android releases. */
export function matrixBrowsers(): string[] {
  return browserslist(browserslist.loadConfig({ path: APP }), { path: APP, mobileToDesktop: true });
}

/** The engine whose versions stand for a browser in esbuild's targets. */
const ENGINE_OF: Record<string, 'chrome' | 'firefox' | 'safari' | 'ios'> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  samsung: 'chrome',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};
type Engine = (typeof ENGINE_OF)[string];

/** Samsung Internet's versions count as the Chromium each one is built on. */
function samsungChromium(version: string): number {
  const releases = getAllVersions({ includeDownstreamBrowsers: true, outputFormat: 'array' });
  const release = (
    releases as { browser: string; version: string; engine_version?: string }[]
  ).find(
    (entry) =>
      entry.browser === 'samsunginternet_android' && Number(entry.version) === Number(version),
  );
  if (!release?.engine_version)
    throw new Error(`support matrix: no Chromium for Samsung ${version}`);
  return Number(release.engine_version);
}

/** The oldest version of each engine in `browsers` ("ios_saf 15.0-15.1" counts as 15.0). */
export function oldestEngines(browsers: readonly string[]): Record<Engine, number> {
  const oldest: Partial<Record<Engine, number>> = {};
  for (const entry of browsers) {
    const [name = '', range = ''] = entry.split(' ');
    const engine = ENGINE_OF[name];
    if (!engine) throw new Error(`support matrix: ${entry} is not a browser the build knows`);
    const first = range.split('-')[0] ?? '';
    const version = name === 'samsung' ? samsungChromium(first) : Number(first);
    oldest[engine] = Math.min(oldest[engine] ?? Infinity, version);
  }
  return oldest as Record<Engine, number>;
}

/** A syntax feature the build cannot lower, by the node acorn parses it to. */
export type LateSyntax = { node: string; name: string; first: Record<Engine, number> };

/**
 * The first version of each engine that runs an edition's syntax (MDN's compatibility data;
 * the edition's last feature in brackets), and the features of it that came later still
 * (`late`): the matrix may run an edition but one of its features. An edition counts only
 * with all the ones before it.
 */
const EDITIONS: readonly {
  year: number;
  first: Record<Engine, number>;
  late?: readonly LateSyntax[];
}[] = [
  // (optional chaining, nullish coalescing, BigInt)
  { year: 2020, first: { chrome: 80, firefox: 74, safari: 14, ios: 14 } },
  // (logical assignment, numeric separators)
  { year: 2021, first: { chrome: 85, firefox: 79, safari: 14, ios: 14 } },
  // (private methods, `#field in object`, top-level await, the regular expression d flag)
  {
    year: 2022,
    first: { chrome: 91, firefox: 90, safari: 15, ios: 15 },
    late: [
      {
        node: 'StaticBlock',
        name: 'a class static block',
        first: { chrome: 94, firefox: 93, safari: 16.4, ios: 16.4 },
      },
    ],
  },
  // (hashbang comments, long supported: ES2022's static blocks set the bar)
  { year: 2023, first: { chrome: 94, firefox: 93, safari: 16.4, ios: 16.4 } },
  // (the regular expression v flag)
  { year: 2024, first: { chrome: 112, firefox: 116, safari: 17, ios: 17 } },
];

const runs = (oldest: Record<Engine, number>, first: Record<Engine, number>) =>
  (Object.keys(oldest) as Engine[]).every((engine) => oldest[engine] >= first[engine]);

/** The syntax the matrix runs: the newest edition, less the features of it that came later. */
export type MatrixSyntax = { ecmaVersion: number; late: readonly LateSyntax[] };

export function matrixSyntax(oldest: Record<Engine, number>): MatrixSyntax {
  let syntax: MatrixSyntax = { ecmaVersion: 2019, late: [] };
  for (const { year, first, late = [] } of EDITIONS) {
    if (!runs(oldest, first)) break;
    syntax = { ecmaVersion: year, late: late.filter((feature) => !runs(oldest, feature.first)) };
  }
  return syntax;
}

/**
 * What vite.config.ts and the other builds take: `build.target` and `build.cssTarget` (the
 * oldest engines, which the transforms lower the code for feature by feature), and the syntax
 * the shipped files may use.
 */
export function buildTargets(): { js: string[]; css: string[]; syntax: MatrixSyntax } {
  const oldest = oldestEngines(matrixBrowsers());
  const engines = Object.entries(oldest).map(([engine, version]) => `${engine}${version}`);
  return { js: engines, css: engines, syntax: matrixSyntax(oldest) };
}
