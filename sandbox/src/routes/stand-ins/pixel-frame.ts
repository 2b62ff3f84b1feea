/**
 * GET /m/pixel-frame.html: the build's isolated pixel frame with the frame's own policy
 * (http/pixel-frame-policy.ts) instead of the app page's. The app frames it on the other
 * loopback name, another origin, as production frames it from the site's sibling host. Its
 * script, /m/pixel-frame.js, is an ordinary file of the build.
 */
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { PixelFrame } from '@wps/contract/tracking';
import type { FileCache } from '../../http/file-cache.ts';
import { sandboxPixelFrameHeaders } from '../../http/pixel-frame-policy.ts';
import { NO_CACHE, sendFile } from '../../http/send-file.ts';

export const pixelFrameRoutes: FastifyPluginAsync<{ files: FileCache; appDir: string }> = async (
  app,
  { files, appDir },
) => {
  app.get(PixelFrame.page, async (request, reply) => {
    const file = files.get(join(appDir, PixelFrame.page.replace(/^\/m\//, '')));
    if (!file) return reply.callNotFound();
    reply.headers(sandboxPixelFrameHeaders());
    return sendFile({ request, reply, files }, file, NO_CACHE);
  });
};
