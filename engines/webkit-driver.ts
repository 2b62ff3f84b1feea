/**
 * WebKit as Debian ships it (webkit2gtk-driver): WebKitWebDriver, the W3C WebDriver of
 * WebKitGTK, started on a free port under xvfb-run, which gives its MiniBrowser a display.
 * MiniBrowser has no headless mode.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { until } from './wait.ts';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** MiniBrowser, the browser WebKitWebDriver drives, from libwebkit2gtk-4.1 (or a later ABI). */
export function miniBrowser(): string {
  const candidates = [
    process.env.MINIBROWSER_PATH,
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  ];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) throw new Error('MiniBrowser not found: install webkit2gtk-driver (Debian)');
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type RunningDriver = { port: number; stop(): Promise<void> };

export async function startWebKitDriver(): Promise<RunningDriver> {
  const port = await freePort();
  // Its own process group, so that stopping it ends Xvfb, the driver and the browser together.
  const child: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', WEBKIT_DRIVER, `--port=${port}`, '--host=local'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await until(
    `WebKitWebDriver on port ${port}`,
    async () => {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${output}`);
      return (await fetch(`http://127.0.0.1:${port}/status`)).ok;
    },
    (ready) => ready,
  );
  return {
    port,
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
    },
  };
}
