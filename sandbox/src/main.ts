/**
 * CLI entry (npm run serve): the sandbox on PORT with the built app. Environment:
 * PORT (8080), HOST (127.0.0.1), DATA_DIR (<repo>/data, holds sandbox.sqlite), APP_DIR
 * (<repo>/app/dist), WPS_UPSTREAM (proxy /wps to a real back end; no sandbox API then),
 * LOG_LEVEL (warn). The control API is off unless asked for: `--control loopback` (what
 * `npm run serve` and `npm start` pass) or SANDBOX_CONTROL=loopback|on|off, which wins;
 * SANDBOX_CONTROL_HOST adds host names it accepts (comma-separated).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ControlMode } from './server.ts';
import { startSandbox } from './start.ts';

const MODES: readonly string[] = ['off', 'loopback', 'on'] satisfies ControlMode[];

function controlMode(): ControlMode {
  const { values } = parseArgs({ options: { control: { type: 'string' } } });
  const mode = process.env.SANDBOX_CONTROL || values.control || 'off';
  if (!MODES.includes(mode))
    throw new Error(`control API: ${mode} is not one of ${MODES.join(', ')}`);
  return mode as ControlMode;
}

const repo = resolve(import.meta.dirname, '..', '..');
const env = process.env;
const dataDir = resolve(env.DATA_DIR ?? join(repo, 'data'));
const upstream = env.WPS_UPSTREAM || undefined;
const control = controlMode();

if (!upstream) mkdirSync(dataDir, { recursive: true });

const sandbox = await startSandbox({
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? '127.0.0.1',
  dbFile: join(dataDir, 'sandbox.sqlite'),
  appDir: resolve(env.APP_DIR ?? join(repo, 'app', 'dist')),
  upstream,
  controlApi: control,
  controlHosts: (env.SANDBOX_CONTROL_HOST ?? '').split(',').filter(Boolean),
  logger: true,
});

console.log(`WPS sandbox${upstream ? ` (proxying /wps to ${upstream})` : ''}: ${sandbox.url}/m/`);
console.log(controlLine());

function controlLine(): string {
  if (upstream) return 'Control API: off (proxy mode has no sandbox API)';
  if (control === 'off')
    return 'Control API: off (--control loopback or SANDBOX_CONTROL turns it on)';
  const who = control === 'on' ? 'every client' : 'loopback clients';
  return `Control API: ON at ${sandbox.url}/sandbox/ for ${who}; never expose this sandbox`;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
