/**
 * Debian's nginx serving the build with the production configuration (deploy/), in front of a
 * sandbox: /wps goes to the sandbox as it would to an operator's back end, and everything outside
 * /m and /wps (control API, CDN, game and sign-in stand-ins) goes there too, as the test
 * harness's extra location. Runs as a child process (`daemon off`) with its files in a temp dir:
 * https with a self-signed certificate for localhost, http beside it (which only redirects), and
 * the access log. Brotli is required: CI installs the module, as operators should.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type NginxSite, renderNginxSite } from '../../../deploy/render-nginx.ts';
import { selfSigned } from './certificates.ts';
import { SANDBOX_LOOPBACK_ORIGINS } from '../../../sandbox/src/http/pixel-frame-policy.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-filter. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const INSTALL = 'apt-get install -y nginx libnginx-mod-http-brotli-filter';

export type RunningNginx = {
  /** https://localhost:port */
  url: string;
  /** http://localhost:port, the redirecting server */
  httpUrl: string;
  /** The access log file nginx writes. */
  accessLog: string;
  close(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** The main nginx.conf around a rendered site: every path in the temp dir, no daemon. */
export function mainConfig(dir: string, site: string, brotli: boolean): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  return `
${brotli ? `load_module ${BROTLI_MODULE};` : ''}
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${site}
}
`;
}

/** Nginx and its brotli module, or an error that says how to install them. */
export function requireNginx() {
  if (!existsSync(NGINX))
    throw new Error(
      `nginx is not installed (${NGINX}): the nginx browser tests serve the build with ` +
        `deploy/'s configuration. Install Debian's: ${INSTALL} (NGINX_PATH overrides the path).`,
    );
  if (!existsSync(BROTLI_MODULE))
    throw new Error(`nginx's brotli module is missing (${BROTLI_MODULE}): ${INSTALL}`);
}

export async function startNginx(opts: {
  sandboxUrl: string;
  dist: string;
  /** What a test changes of the site: the back end, the CDN ranges, HSTS... */
  site?: Partial<NginxSite>;
}): Promise<RunningNginx> {
  requireNginx();
  const dir = mkdtempSync(join(tmpdir(), 'wps-nginx-'));
  mkdirSync(join(dir, 'temp'));
  mkdirSync(join(dir, 'www'));
  symlinkSync(resolve(opts.dist), join(dir, 'www', 'm'));
  const [port, httpPort] = [await freePort(), await freePort()];
  // The sandbox listens on 127.0.0.1; its URL says localhost, which nginx might resolve to ::1.
  const sandbox = new URL(opts.sandboxUrl);
  sandbox.hostname = '127.0.0.1';
  const accessLog = join(dir, 'access.log');
  const site = renderNginxSite({
    listen: `127.0.0.1:${port}`,
    httpListen: `127.0.0.1:${httpPort}`,
    tls: selfSigned(dir, 'localhost'),
    accessLog,
    webRoot: join(dir, 'www'),
    wpsUpstream: sandbox.origin,
    indexHtml: readFileSync(join(opts.dist, 'index.html'), 'utf8'),
    brotli: true,
    extraLocations: `location / {\n        proxy_pass ${sandbox.origin};\n    }`,
    // The sandbox's games and lines answer on its loopback names: the policy it serves itself.
    standIns: SANDBOX_LOOPBACK_ORIGINS,
    ...opts.site,
  });
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, mainConfig(dir, site, true));

  const child = spawn(
    NGINX,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', configFile, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const url = `https://localhost:${port}`;
  const httpUrl = `http://localhost:${httpPort}`;
  const failed = (why: string) => {
    const log = existsSync(join(dir, 'error.log'))
      ? readFileSync(join(dir, 'error.log'), 'utf8')
      : '';
    return new Error(`nginx ${why}\n${stderr}${log}\nconfig: ${configFile}`);
  };

  // Ready when it answers; a bad config makes it exit at once instead.
  for (const start = Date.now(); ;) {
    const exit = await Promise.race([exited, Promise.resolve('running' as const)]);
    if (exit !== 'running') throw failed(`exited with ${exit}`);
    // The http server answers with its redirect: nginx has loaded the whole configuration.
    const answered = await fetch(`http://127.0.0.1:${httpPort}/m/`, { redirect: 'manual' }).then(
      (response) => response.status === 301,
      () => false,
    );
    if (answered) break;
    if (Date.now() - start > 15_000) {
      child.kill('SIGKILL');
      throw failed('did not answer within 15 s');
    }
    await new Promise((done) => setTimeout(done, 50));
  }

  return {
    url,
    httpUrl,
    accessLog,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
