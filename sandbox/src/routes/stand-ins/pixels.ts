/**
 * The pixel stand-ins: GET /sandbox-pixel/{network}.js (the scripts) and POST /sandbox-pixel/hit
 * (what they were called with), kept in the request log beside the event posts so that a test
 * compares what each network received with what the operator's server received.
 */
import type { FastifyPluginAsync } from 'fastify';
import { PIXEL_NETWORKS, PixelStandIn, type PixelNetwork } from '@wps/contract/tracking';
import type { Db } from '../../db/db.ts';
import { logRequest } from '../../request-log/store.ts';
import { standInScript } from '../../tracking/stand-in-script.ts';

/** A hit is small; anything bigger is not one of ours. */
const HIT_LIMIT = 16 * 1024;

function parsed(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export const pixelStandInRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { file: string } }>('/sandbox-pixel/:file', async (request, reply) => {
    const network = request.params.file.replace(/\.js$/, '') as PixelNetwork;
    if (!request.params.file.endsWith('.js') || !PIXEL_NETWORKS.includes(network)) {
      return reply.callNotFound();
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type('application/javascript; charset=utf-8')
      .send(standInScript(network, PixelStandIn.hit));
  });

  app.post(PixelStandIn.hit, { bodyLimit: HIT_LIMIT }, async (request, reply) => {
    logRequest(db, {
      method: 'POST',
      path: PixelStandIn.hit,
      query: {},
      headers: { ...request.headers },
      body: parsed(request.body),
      at: Date.now(),
    });
    return reply.code(204).send();
  });
};
