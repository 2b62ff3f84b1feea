/**
 * The control API's FCM server (contract/src/push.ts): POST /sandbox/push sends a notification
 * to a bound token and answers the FCM-shaped message, which the test hands to the browser's
 * worker as the push service would; GET /sandbox/push lists bound tokens and messages sent.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { PushStandIn, pushPayloadOf, sandboxPushSchema } from '@wps/contract/push';
import { sandboxNow } from '../../clock/clock.ts';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import { boundToken, listSent, listTokens, recordSent } from '../../push/store.ts';

export const pushControlRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(PushStandIn.control, async () => ok({ tokens: listTokens(db), sent: listSent(db) }));

  app.post(PushStandIn.control, async (request, reply) => {
    const input = v.safeParse(sandboxPushSchema, request.body);
    if (!input.success) return reply.code(400).send(fail('bad_request', 'token and title needed'));
    if (!boundToken(db, input.output.token)) {
      return reply.code(404).send(fail('sandbox.push.unbound', 'No member has bound this token'));
    }
    const message = pushPayloadOf(input.output);
    recordSent(db, input.output.token, message, sandboxNow(db));
    return ok(message);
  });
};
