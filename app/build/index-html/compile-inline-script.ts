/**
 * Compiles one of the first paint's browser scripts (src/app/first-paint/*-script.ts: typed
 * code, tested like the rest) into the text of an inline script, as the push worker is built: the
 * module's default export called with its build-time input, bundled with the constants it
 * imports, minified, in a function of its own so that its names never reach another script. What
 * a script leaves for another it sets on `window` by name (the `__wps…` globals).
 */
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { buildTargets } from '../matrix/browser-targets';

const ENTRY = '\0wps-inline-script';
const APP = join(import.meta.dirname, '..', '..');

/** The path of one of the first paint's browser scripts, by name. */
export const firstPaintScript = (name: string): string =>
  join(APP, 'src', 'app', 'first-paint', `${name}.ts`);

/** A build-time value as a JavaScript expression: JSON, with regular expressions as literals. */
function literal(value: unknown): string {
  if (value instanceof RegExp) return value.toString();
  if (Array.isArray(value)) return `[${value.map(literal).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${literal(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The inline script that runs the default export of `file` (a path) with `input`, lowered for
 * the support matrix (.browserslistrc) like the rest of the app.
 */
export async function compileInlineScript<Run extends (input: never) => void>(
  file: string,
  input: Parameters<Run>[0],
): Promise<string> {
  const result = await build({
    configFile: false,
    root: APP,
    publicDir: false,
    logLevel: 'warn',
    plugins: [
      {
        name: 'wps-inline-script-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY ? `import run from ${JSON.stringify(file)};\nrun(${literal(input)});` : null,
      },
    ],
    build: {
      write: false,
      target: buildTargets().js,
      minify: true,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error(`inline script: ${file} built to nothing`);
  return chunk.code.trim();
}
