/** Stand-ins for what a real site has besides the WPS API: image CDN, lines, service pages. */
import type { FastifyPluginAsync } from 'fastify';
import type { FileCache } from '../../file-cache.ts';
import { cdnRoutes } from './cdn.ts';
import { lineRoutes } from './lines.ts';
import { pageRoutes } from './pages.ts';

export const standInRoutes: FastifyPluginAsync<{ files: FileCache }> = async (app, { files }) => {
  await app.register(cdnRoutes, { files });
  await app.register(pageRoutes, { files });
  await app.register(lineRoutes);
};
