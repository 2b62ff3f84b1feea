/** PUT /sandbox/faults replaces the injected faults; DELETE clears them (see faults/injection.ts). */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../../db/db.ts';
import { ok } from '../../http/envelope.ts';
import { clearFaults, faultSchema, replaceFaults } from '../../faults/store.ts';
import { parseBody } from './parse-body.ts';

export const faultRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.put('/faults', async (request, reply) => {
    const faults = parseBody(v.array(faultSchema), request.body, reply);
    if (!faults) return reply;
    replaceFaults(db, faults);
    return ok(faults);
  });

  app.delete('/faults', async () => {
    clearFaults(db);
    return ok(true);
  });
};
