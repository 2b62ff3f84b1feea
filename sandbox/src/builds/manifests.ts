/**
 * Published builds (issue 14, contract/src/builds.ts): the control API replaces the content of
 * the two asset manifests the app's update check hashes (spec §4, §7), so a browser test can put
 * "a new build" out and watch the whole update flow without building again.
 *
 * A real new build changes the worker too (its precache list names the new files), and only a
 * worker whose bytes changed makes registration.update() find a waiting worker. So once a build
 * is published the sandbox serves /m/sw.js with a comment naming the build appended: the same
 * code, new bytes, a new worker that installs and waits, as after a real deploy.
 *
 * Both manifests are answered no-cache, like every file of the app outside /m/assets/. What is
 * published lives in the database (a reset goes back to the real build).
 */
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  AssetManifestPaths,
  publishManifestsSchema,
  type ManifestSlot,
  type PublishedBuild,
} from '@wps/contract/builds';
import type { Db } from '../db/db.ts';
import { ok } from '../http/envelope.ts';
import type { FileCache } from '../http/file-cache.ts';
import { parseBody } from '../routes/control/validate.ts';
import { NO_CACHE, sendFile } from '../static.ts';

export const BUILDS_SCHEMA = `
CREATE TABLE IF NOT EXISTS builds (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  build INTEGER NOT NULL,
  m TEXT,
  mobileMc TEXT
);
`;

/** Emptied by a reset: no row is the real build. */
export const BUILDS_TABLES = ['builds'];

type Row = { build: number; m: string | null; mobileMc: string | null };

const parsed = (text: string | null) =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

export function publishedBuild(db: Db): PublishedBuild {
  const row = db.prepare('SELECT build, m, mobileMc FROM builds WHERE id = 1').get() as
    Row | undefined;
  return {
    build: row?.build ?? 0,
    m: parsed(row?.m ?? null),
    mobileMc: parsed(row?.mobileMc ?? null),
  };
}

function save(db: Db, build: PublishedBuild): void {
  const text = (slot: ManifestSlot) => (build[slot] === null ? null : JSON.stringify(build[slot]));
  db.prepare(
    `INSERT INTO builds (id, build, m, mobileMc) VALUES (1, @build, @m, @mobileMc)
     ON CONFLICT(id) DO UPDATE SET build = @build, m = @m, mobileMc = @mobileMc`,
  ).run({ build: build.build, m: text('m'), mobileMc: text('mobileMc') });
}

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
    save(db, next);
    return ok(next);
  });
};

/** The comment appended to the worker of published build `build`. */
export const workerStamp = (build: number) => `\n// sandbox build ${build}\n`;

function sendJson(reply: FastifyReply, value: Record<string, unknown>) {
  return reply.header('Cache-Control', NO_CACHE).type('application/json').send(value);
}

export type BuildServingOptions = { db: Db; files: FileCache; appDir: string };

/** The manifests as the published build has them; otherwise the real files. The worker with its
 * build stamp is served by ./worker.ts, which also knows the kill switch. */
export const buildServingRoutes: FastifyPluginAsync<BuildServingOptions> = async (
  app,
  { db, files, appDir },
) => {
  const real = (name: string) => files.get(join(appDir, name));

  app.get(AssetManifestPaths.m, async (request, reply) => {
    const published = publishedBuild(db).m;
    if (published) return sendJson(reply, published);
    const file = real('asset-manifest.json');
    return file ? sendFile({ request, reply, files }, file, NO_CACHE) : reply.callNotFound();
  });

  app.get(AssetManifestPaths.mobileMc, async (_request, reply) => {
    const published = publishedBuild(db).mobileMc;
    return published ? sendJson(reply, published) : reply.callNotFound();
  });
};
