/**
 * CLI entry (npm run serve): the sandbox on PORT with the built app. Environment:
 * PORT (8080), HOST (127.0.0.1), DATA_DIR (<repo>/data, holds sandbox.sqlite), APP_DIR
 * (<repo>/app/dist), WPS_UPSTREAM (proxy /wps to a real back end; no sandbox API then),
 * SANDBOX_CONTROL=on (control API for non-loopback clients too), LOG_LEVEL (warn).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSandbox } from './start.ts';

const repo = resolve(import.meta.dirname, '..', '..');
const env = process.env;
const dataDir = resolve(env.DATA_DIR ?? join(repo, 'data'));
const upstream = env.WPS_UPSTREAM || undefined;

if (!upstream) mkdirSync(dataDir, { recursive: true });

const sandbox = await startSandbox({
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? '127.0.0.1',
  dbFile: join(dataDir, 'sandbox.sqlite'),
  appDir: resolve(env.APP_DIR ?? join(repo, 'app', 'dist')),
  upstream,
  controlApi: env.SANDBOX_CONTROL === 'on' ? 'on' : 'loopback',
  logger: true,
});

console.log(`WPS sandbox${upstream ? ` (proxying /wps to ${upstream})` : ''}: ${sandbox.url}/m/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
