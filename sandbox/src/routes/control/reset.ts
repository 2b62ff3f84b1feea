/** POST /sandbox/reset: back to the seeded state (the RSA key stays). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db.ts';
import { ok } from '../../http/envelope.ts';
import { resetDb } from '../../seed/reset.ts';

export const resetRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post('/reset', async () => {
    resetDb(db);
    return ok(true);
  });
};
