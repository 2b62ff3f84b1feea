/** /wps/system: site status and the line-speed ping. */
import type { FastifyPluginAsync } from 'fastify';
import { requestMerchant, type WpsContext } from '../context.ts';
import { ok } from '../envelope.ts';

export const systemRoutes: FastifyPluginAsync<WpsContext> = async (app) => {
  app.get('/system/status', async (request, reply) => {
    const merchant = requestMerchant(request);
    const status = merchant.status;
    // The status is live configuration (maintenance, switches): never cached (spec §7).
    reply.header('Cache-Control', 'no-store');
    return ok({
      ...status,
      merchantCode: merchant.code,
      // The access-denied screen shows the visitor's IP; a test may pin one via the control API.
      ip: typeof status.ip === 'string' && status.ip !== '' ? status.ip : request.ip,
    });
  });

  // ?speed= is the client's own timing marker; the answer is the same.
  app.get('/system/test/ping', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(true);
  });
};
