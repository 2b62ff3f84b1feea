/** GET /sandbox/sms: the codes the sandbox "sent", newest first. */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db.ts';
import { ok } from '../../http/envelope.ts';
import { listSms } from '../../sms/store.ts';

export const smsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/sms', async () => ok(listSms(db)));
};
