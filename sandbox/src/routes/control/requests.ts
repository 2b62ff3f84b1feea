/** GET /sandbox/requests[?path=/wps/...]: the /wps and /lines requests since the last reset. */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db.ts';
import { ok } from '../../http/envelope.ts';
import { listRequests } from '../../request-log/store.ts';

export const requestRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Querystring: { path?: string } }>('/requests', async (request) =>
    ok(listRequests(db, request.query.path)),
  );
};
