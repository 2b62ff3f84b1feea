/** /sandbox-pages/*: pages standing in for operator services, e.g. the identity page. */
import type { FastifyPluginAsync } from 'fastify';
import type { FileCache } from '../../http/file-cache.ts';
import { decodePath, NO_CACHE, sendFile } from '../../http/send-file.ts';
import { publicFile } from './public-files.ts';

export const pageRoutes: FastifyPluginAsync<{ files: FileCache }> = async (app, { files }) => {
  app.get('/sandbox-pages/*', async (request, reply) => {
    const path = decodePath(request.url);
    const file = path === undefined ? undefined : publicFile(files, path);
    if (!file) return reply.callNotFound();
    return sendFile({ request, reply, files }, file, NO_CACHE);
  });
};
