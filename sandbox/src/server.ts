/**
 * Builds the sandbox: its own WPS API (or a proxy to a real one), the control API, and the
 * built app under /m. `start.ts` listens; tests call createSandbox and use `inject`.
 */
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import {
  EVERY_RESPONSE_HEADERS,
  isPolicedResponse,
  NO_INLINE,
  securityHeaders,
} from './http/security-headers.ts';
import { SANDBOX_LOOPBACK_ORIGINS } from './http/pixel-frame-policy.ts';
import { buildServingRoutes } from './routes/app/asset-manifests.ts';
import { openDb } from './db/open-db.ts';
import { forwardingHeaders } from './proxy-headers.ts';
import { installErrorHandlers, installJsonParser } from './http/errors.ts';
import { installFaultInjection } from './faults/injection.ts';
import { FileCache } from './http/file-cache.ts';
import { installRequestLog } from './request-log/hook.ts';
import { loadRsaKey } from './crypto/rsa-key.ts';
import { controlRoutes } from './routes/control.ts';
import { wpsRoutes } from './routes/wps.ts';
import { standInRoutes } from './routes/stand-ins.ts';
import { pixelStandInRoutes } from './routes/stand-ins/pixels.ts';
import { pixelFrameRoutes } from './routes/stand-ins/pixel-frame.ts';
import { seedIfEmpty } from './seed/reset.ts';
import { staticRoutes } from './routes/app/static.ts';
import { workerScriptRoutes } from './routes/app/worker-script.ts';
import { clearFaults } from './faults/store.ts';

export type ControlMode = 'off' | 'loopback' | 'on';

export type SandboxOptions = {
  /** SQLite file, created and seeded when new; ':memory:' for a throw-away database. */
  dbFile: string;
  /** The Vite build to serve under /m/ (index.html, assets/, sw.js, ...). */
  appDir?: string;
  /** An origin to proxy /wps/* to; the sandbox's own WPS routes and control API are then off. */
  upstream?: string;
  /**
   * The control API (/sandbox/*, with the request log and fault injection): 'off' (default) for
   * none, 'loopback' for loopback clients only, 'on' for every client. Either way a request must
   * name the sandbox by a loopback host or one of controlHosts.
   */
  controlApi?: ControlMode;
  /** Host names the control API accepts besides the loopback ones. */
  controlHosts?: readonly string[];
  logger?: boolean;
};

const DEFAULT_APP_DIR = join(import.meta.dirname, '..', '..', 'app', 'dist');

export async function createSandbox(opts: SandboxOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: process.env.LOG_LEVEL ?? 'warn' } : false,
    // The control API's loopback check relies on the socket address, never on forwarded headers.
    trustProxy: false,
  });
  installErrorHandlers(app);

  const appDir = opts.appDir ?? DEFAULT_APP_DIR;
  const files = new FileCache();
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!isPolicedResponse(path, String(reply.getHeader('content-type') ?? ''))) {
      reply.headers(EVERY_RESPONSE_HEADERS);
      return;
    }
    const index = files.get(join(appDir, 'index.html'));
    const headers = securityHeaders(index?.inlineHashes ?? NO_INLINE, SANDBOX_LOOPBACK_ORIGINS);
    // A page with a policy of its own (one other sites may frame) has set it already.
    if (reply.hasHeader('Content-Security-Policy')) delete headers['Content-Security-Policy'];
    reply.headers(headers);
  });

  if (opts.upstream) {
    // A real back end: the sandbox only serves the app, so nothing here needs the database.
    await app.register(httpProxy, {
      upstream: opts.upstream,
      prefix: '/wps',
      rewritePrefix: '/wps',
      replyOptions: { rewriteRequestHeaders: forwardingHeaders },
    });
  } else {
    // Not in proxy mode: @fastify/http-proxy brings its own pass-through body parser.
    installJsonParser(app);
    const db = openDb(opts.dbFile);
    app.addHook('onClose', async () => db.close());
    seedIfEmpty(db);
    // Faults are per test run; one left over from a previous process would only confuse.
    clearFaults(db);
    const rsa = await loadRsaKey(db);
    const control = opts.controlApi ?? 'off';
    if (control !== 'off') {
      installRequestLog(app, db);
      installFaultInjection(app, db);
      await app.register(controlRoutes, {
        prefix: '/sandbox',
        db,
        allowRemote: control === 'on',
        hosts: opts.controlHosts ?? [],
      });
    }
    await app.register(wpsRoutes, { prefix: '/wps', db, rsa });
    // Stand-ins for the CDN, lines, chat and sign-in providers a real site has elsewhere.
    await app.register(standInRoutes, { files, db });
    await app.register(pixelStandInRoutes, { db });
    // The isolated pixel frame, with its own policy, for the stand-in pixels to run in.
    await app.register(pixelFrameRoutes, { files, appDir });
    // /m/sw.js: the build's worker, or its kill worker once a test flips the switch.
    await app.register(workerScriptRoutes, { db, appDir, files });
    // The asset manifests and the worker as a build published through the control API has them.
    await app.register(buildServingRoutes, { db, files, appDir });
  }

  await app.register(staticRoutes, { appDir, files });
  return app;
}
