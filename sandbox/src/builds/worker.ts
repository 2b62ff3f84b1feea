/**
 * The service worker the sandbox serves at /m/sw.js (issue 14): the build's own, or, once a test
 * flips the kill switch (PUT /sandbox/builds/worker {kill:true}, contract/src/builds-worker.ts),
 * the build's kill worker (sw-kill.js, app/kill-worker.ts), under the same URL, as a production
 * site would deploy it. Once a build is published (./manifests.ts) the build's own worker gets
 * that build's stamp appended, so that the browser's update check finds a new worker. The next update check of a player's browser then installs it: it clears
 * the caches and unregisters. Either answer is no-cache, so that check always reaches us. The
 * switch lives in the database (every process on the file agrees) and a reset turns it off.
 */
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { sandboxWorkerBuildSchema, type SandboxWorkerBuild } from '@wps/contract/builds-worker';
import type { Db } from '../db/db.ts';
import { ok } from '../http/envelope.ts';
import type { FileCache } from '../http/file-cache.ts';
import { parseBody } from '../routes/control/validate.ts';
import { publishedBuild, workerStamp } from './manifests.ts';
import { NO_CACHE, sendFile } from '../static.ts';

export const WORKER_BUILD_SCHEMA = `
CREATE TABLE IF NOT EXISTS worker_build (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  kill INTEGER NOT NULL
);
`;

/** Emptied by a reset: no row is the build's own worker. */
export const WORKER_BUILD_TABLES = ['worker_build'];

export const WORKER_FILE = 'sw.js';
export const KILL_WORKER_FILE = 'sw-kill.js';

export function workerBuild(db: Db): SandboxWorkerBuild {
  const row = db.prepare('SELECT kill FROM worker_build WHERE id = 1').get() as
    { kill: number } | undefined;
  return { kill: row?.kill === 1 };
}

export function setWorkerBuild(db: Db, build: SandboxWorkerBuild): void {
  const kill = build.kill ? 1 : 0;
  db.prepare(
    'INSERT INTO worker_build (id, kill) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET kill = ?',
  ).run(kill, kill);
}

/** GET and PUT /sandbox/builds/worker, registered under the control API's /sandbox prefix. */
export const workerBuildControlRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/builds/worker', async () => ok(workerBuild(db)));
  app.put('/builds/worker', async (request, reply) => {
    const body = parseBody(sandboxWorkerBuildSchema, request.body ?? {}, reply);
    if (!body) return reply;
    setWorkerBuild(db, body);
    return ok(workerBuild(db));
  });
};

export type WorkerScriptOptions = { db: Db; appDir: string; files: FileCache };

/** GET /m/sw.js: the build's worker or its kill worker, whatever the query (env, merchant). */
export const workerScriptRoutes: FastifyPluginAsync<WorkerScriptOptions> = async (
  app,
  { db, appDir, files },
) => {
  app.get(`/m/${WORKER_FILE}`, async (request, reply) => {
    const kill = workerBuild(db).kill;
    const file = files.get(join(appDir, kill ? KILL_WORKER_FILE : WORKER_FILE));
    if (!file) return reply.callNotFound();
    const { build } = publishedBuild(db);
    if (kill || build === 0) return sendFile({ request, reply, files }, file, NO_CACHE);
    // A published build (./manifests.ts) changes the worker's bytes, as a real deploy does.
    return reply
      .header('Cache-Control', NO_CACHE)
      .type(file.type)
      .send(Buffer.concat([Buffer.from(file.body), Buffer.from(workerStamp(build))]));
  });
};
