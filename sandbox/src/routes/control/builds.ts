/**
 * The control API's builds (contract/src/builds.ts, contract/src/builds-worker.ts): publishing
 * the asset manifests of "a new build", and the worker's kill switch. What they set is served
 * by routes/app/asset-manifests.ts and routes/app/worker-script.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { publishManifestsSchema, type PublishedBuild } from '@wps/contract/builds';
import { sandboxWorkerBuildSchema } from '@wps/contract/builds-worker';
import { publishedBuild, savePublishedBuild } from '../../builds/manifests.ts';
import { setWorkerBuild, workerBuild } from '../../builds/worker.ts';
import type { Db } from '../../db/db.ts';
import { ok } from '../../http/envelope.ts';
import { parseBody } from './parse-body.ts';

/** GET and PUT /sandbox/builds/manifests (registered with the control API). */
export const buildControlRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/builds/manifests', async () => ok(publishedBuild(db)));

  app.put('/builds/manifests', async (request, reply) => {
    const body = parseBody(publishManifestsSchema, request.body ?? {}, reply);
    if (!body) return reply;
    const current = publishedBuild(db);
    // Every PUT is a new build, even one that only takes a manifest back.
    const next: PublishedBuild = {
      build: current.build + 1,
      m: body.m === undefined ? current.m : body.m,
      mobileMc: body.mobileMc === undefined ? current.mobileMc : body.mobileMc,
    };
    savePublishedBuild(db, next);
    return ok(next);
  });
};

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
