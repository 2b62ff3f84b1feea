/**
 * /m/sw.js: the build's own worker, with the published build's stamp once one is published
 * (builds/manifests.ts), or its kill worker once a test flips the switch (builds/worker.ts).
 * Either answer is no-cache, so that the browser's update check always reaches us.
 */
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { publishedBuild, workerStamp } from '../../builds/manifests.ts';
import { KILL_WORKER_FILE, WORKER_FILE, workerBuild } from '../../builds/worker.ts';
import type { Db } from '../../db/db.ts';
import type { FileCache } from '../../http/file-cache.ts';
import { NO_CACHE, sendFile } from '../../http/send-file.ts';

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
    // A published build (builds/manifests.ts) changes the worker's bytes, as a real deploy does.
    return reply
      .header('Cache-Control', NO_CACHE)
      .type(file.type)
      .send(Buffer.concat([Buffer.from(file.body), Buffer.from(workerStamp(build))]));
  });
};
