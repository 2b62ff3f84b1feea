/**
 * One TypeScript entry built as a single classic script (IIFE, no chunks), for the files that
 * cannot share the app's module chunks: the worker's push script (importScripts loads no ES
 * modules) and the pixel frame (served from another origin). Compiled for the support matrix,
 * like the app.
 */
import { build, type Rolldown } from 'vite';
import { buildTargets } from './matrix/browser-targets';

export async function buildClassicScript(entry: string, globalName: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: buildTargets().js,
      minify: true,
      lib: { entry, formats: ['iife'], name: globalName, fileName: () => `${globalName}.js` },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error(`${globalName}: the build produced no script`);
  return chunk.code;
}
