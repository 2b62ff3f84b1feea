/**
 * The image CDN stand-in under /cdn (the demo status's imageCDNs: ['/cdn']): the device page the
 * app frames for a stable device id (contract §3), its script, and the generated app icons.
 * Real operators serve these from another origin; the sandbox keeps one server.
 */
import type { FastifyPluginAsync } from 'fastify';
import { PWA_ICON_SIZES } from '@wps/contract/stand-ins';
import { LOCAL_FRAME_ANCESTORS, NO_INLINE, sandboxPolicy } from '../../http/security-headers.ts';
import type { FileCache } from '../../http/file-cache.ts';
import { iconPng } from '../../images/app-icon.ts';
import { contentImage } from '../../images/content-images.ts';
import { decodePath, IMMUTABLE, NO_CACHE, sendFile } from '../../http/send-file.ts';
import { publicFile } from './public-files.ts';

const ICON = /^\/cdn\/icons\/icon-(\d+)\.png$/;
const CONTENT = /^\/cdn\/content\/([a-z0-9-]+)\.png$/;

export const cdnRoutes: FastifyPluginAsync<{ files: FileCache }> = async (app, { files }) => {
  app.get('/cdn/*', async (request, reply) => {
    const path = decodePath(request.url);
    if (path === undefined) return reply.callNotFound();

    const size = Number(ICON.exec(path)?.[1]);
    if ((PWA_ICON_SIZES as readonly number[]).includes(size)) {
      return reply.header('Cache-Control', IMMUTABLE).type('image/png').send(iconPng(size));
    }

    // Banner and promotion artwork of the seeded content (sandbox/src/images/content-images.ts).
    const art = contentImage(CONTENT.exec(path)?.[1] ?? '');
    if (art) return reply.header('Cache-Control', IMMUTABLE).type('image/png').send(art);

    const file = publicFile(files, path);
    if (!file) return reply.callNotFound();
    if (path === '/cdn/device.html') {
      // The app frames this page, from another origin on a real site: widen frame-ancestors.
      reply.header('Content-Security-Policy', sandboxPolicy(NO_INLINE, LOCAL_FRAME_ANCESTORS));
    }
    return sendFile({ request, reply, files }, file, NO_CACHE);
  });
};
