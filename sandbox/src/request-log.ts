/** Records every /wps request for GET /sandbox/requests, with the decrypted body when there is one. */
import type { FastifyInstance } from 'fastify';
import type { Db } from './db.ts';
import { pathOf } from './context.ts';
import { logRequest } from './store/requests.ts';

export function installRequestLog(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    request.receivedAt = Date.now();
  });
  // onResponse also runs for faults, 404s and errors, so the log misses nothing.
  app.addHook('onResponse', async (request) => {
    const path = pathOf(request.url);
    if (!path.startsWith('/wps/')) return;
    logRequest(db, {
      method: request.method,
      path,
      query: { ...(request.query as Record<string, unknown> | undefined) },
      headers: { ...request.headers },
      body: request.decrypted ?? request.body,
      at: request.receivedAt ?? Date.now(),
    });
  });
}
