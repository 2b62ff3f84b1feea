/**
 * Serves the built app (Vite output, base /m/) with a history fallback: an extensionless path
 * (or a missing .html page, e.g. /m/register.html) gets index.html so the client router can
 * take it; any other missing file is a 404, never index.html (a script URL answered with HTML
 * breaks the page in confusing ways).
 */
import { existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { isApiPath } from '../../http/request-context.ts';
import type { FileCache } from '../../http/file-cache.ts';
import { decodePath, IMMUTABLE, NO_CACHE, sendFile } from '../../http/send-file.ts';

export type StaticOptions = { appDir: string; files: FileCache };

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>App not built</title></head>
<body><h1>The app is not built yet</h1><p>Run <code>npm run build</code>, then reload.</p></body></html>
`;

export const staticRoutes: FastifyPluginAsync<StaticOptions> = async (app, { appDir, files }) => {
  const root = resolve(appDir);
  const indexFile = join(root, 'index.html');

  app.get('/*', async (request, reply) => {
    const path = decodePath(request.url);
    if (path === undefined) return reply.callNotFound();
    if (isApiPath(path)) return reply.callNotFound(); // unknown /wps or /sandbox route
    const extension = extname(path);
    const isPage = extension === '' || extension === '.html';

    if (!existsSync(root)) {
      if (!isPage) return reply.callNotFound();
      return reply.code(503).header('Cache-Control', 'no-store').type('text/html').send(NOT_BUILT);
    }

    if (path.startsWith('/m/')) {
      const target = resolve(root, `.${path.slice(2)}`);
      // resolve() collapses '..': anything that lands outside the build is not ours to serve.
      const file = target.startsWith(root + sep) ? files.get(target) : undefined;
      if (file) {
        const cache = path.startsWith('/m/assets/') ? IMMUTABLE : NO_CACHE;
        return sendFile({ request, reply, files }, file, cache);
      }
    }

    if (!isPage) return reply.callNotFound();
    const index = files.get(indexFile);
    if (!index) return reply.callNotFound();
    return sendFile({ request, reply, files }, index, NO_CACHE);
  });
};
