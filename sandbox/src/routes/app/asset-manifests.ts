/**
 * The two asset manifests the app's update check hashes (spec §4, §7): as the control API last
 * published them (routes/control/builds.ts), otherwise the real files of the build. Both are
 * answered no-cache, like every file of the app outside /m/assets/.
 */
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AssetManifestPaths } from '@wps/contract/builds';
import { publishedBuild } from '../../builds/manifests.ts';
import type { Db } from '../../db/db.ts';
import type { FileCache } from '../../http/file-cache.ts';
import { NO_CACHE, sendFile } from '../../http/send-file.ts';

function sendJson(reply: FastifyReply, value: Record<string, unknown>) {
  return reply.header('Cache-Control', NO_CACHE).type('application/json').send(value);
}

export type BuildServingOptions = { db: Db; files: FileCache; appDir: string };

/** The manifests as the published build has them; otherwise the real files. The worker with its
 * build stamp is served by ./worker-script.ts, which also knows the kill switch. */
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
