/**
 * /wps/system: site status (with the ad pixels' ids and the safer-gambling settings), countries,
 * lines and customer service, the line-speed ping, manifest, events.
 */
import type { FastifyPluginAsync } from 'fastify';
import { servedEntries } from '../../../chat/customer-service-entries.ts';
import { requestMerchant, type WpsContext } from '../../../http/request-context.ts';
import { fail, ok } from '../../../http/envelope.ts';
import { pingHeaders, pingPreflight } from '../../../http/ping-headers.ts';
import { getMerchant } from '../../../site/merchants.ts';
import { saferGamblingSettings } from '../../../safer-gambling/settings.ts';
import { isEventPost } from '../../../tracking/event-post.ts';
import { servedPixels } from '../../../tracking/pixels.ts';
import { webManifest } from '../../../site/web-manifest.ts';

export const systemRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
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
      // The project's own settings ride with the status (contract/README.md "Tracking", "Safer
      // gambling"): a guest's home asks no call of its own for them.
      pixels: servedPixels(status.pixels, request.protocol, request.headers.host),
      saferGambling: saferGamblingSettings(merchant),
    });
  });

  // The dialing-code picker's list; `?_=` names the merchant for caches. It changes rarely, so the
  // client may keep it for an hour (spec §7: "cached").
  app.get('/system/country', async (request, reply) => {
    const { countries } = requestMerchant(request).status;
    reply.header('Cache-Control', 'private, max-age=3600');
    return ok(Array.isArray(countries) ? countries : []);
  });

  // The merchant's lines (for the line race) and customer-service entries (chat/customer-service-entries.ts).
  app.get('/system/domainRoute', async (request, reply) => {
    const { domainList, customerService } = requestMerchant(request);
    reply.header('Cache-Control', 'no-store');
    return ok({ domainList, customerService: servedEntries(customerService, request) });
  });

  // The help centre's entries (contract §3); public content, so a short shared cache is fine.
  app.get('/system/helpCenter', async (request) => ok(requestMerchant(request).helpCenter));

  // ?speed= is the client's own timing marker; the answer is the same.
  app.get('/system/test/ping', async (_request, reply) => {
    pingHeaders(reply);
    return ok(true);
  });
  app.options('/system/test/ping', pingPreflight);

  // A <link rel="manifest"> sends no Merchant header, hence ?merchantCode=; ?v= only busts caches.
  app.get<{ Querystring: { merchantCode?: string } }>(
    '/system/manifest.json',
    async (request, reply) => {
      const code = request.query.merchantCode;
      const merchant = code ? getMerchant(db, code) : requestMerchant(request);
      if (!merchant) {
        return reply.code(404).send(fail('merchant.not.found', `Unknown merchant ${code}`));
      }
      reply.header('Cache-Control', 'no-cache').type('application/manifest+json; charset=utf-8');
      return webManifest(merchant.code, merchant.status);
    },
  );

  // Event collection is fire-and-forget: 204, no body. The request log keeps what was sent.
  app.post('/system/collect', async (request, reply) =>
    isEventPost(request.body, request.headers['content-type'])
      ? reply.code(204).send()
      : fail('bad_request', 'The body is a JSON string of the events array'),
  );
};
