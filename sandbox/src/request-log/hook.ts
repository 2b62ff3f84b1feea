/**
 * Records every /wps (and /lines) request for GET /sandbox/requests: query as an object, headers,
 * and the body (the decrypted JSON of an encrypted post), each secret replaced by its length.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { pathOf } from '../http/request-context.ts';
import { redactHeaders, redactSecrets } from './redact.ts';
import { logRequest } from './store.ts';

export function installRequestLog(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    request.receivedAt = Date.now();
  });
  // onResponse also runs for faults, 404s and errors, so the log misses nothing.
  app.addHook('onResponse', async (request) => {
    const path = pathOf(request.url);
    // Line stand-ins too: a test can see which lines the race pinged, and with which ?speed=.
    if (!path.startsWith('/wps/') && !path.startsWith('/lines/')) return;
    logRequest(db, {
      method: request.method,
      path,
      query: redactSecrets({ ...(request.query as Record<string, unknown> | undefined) }) as Record<
        string,
        unknown
      >,
      headers: redactHeaders({ ...request.headers }),
      body: redactSecrets(request.decrypted ?? request.body),
      at: request.receivedAt ?? Date.now(),
    });
  });
}
