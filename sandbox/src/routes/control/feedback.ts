/** SandboxFeedbackApi (contract §5): answer a member's feedback as the operator would. */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import { replyFeedback } from '../../feedback/store.ts';
import { parseBody } from './parse-body.ts';

const replySchema = v.object({ reply: v.pipe(v.string(), v.minLength(1), v.maxLength(1000)) });

export const feedbackControlRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.put<{ Params: { id: string } }>('/feedback/:id/reply', async (request, reply) => {
    const body = parseBody(replySchema, request.body ?? {}, reply);
    if (!body) return reply;
    const answered = replyFeedback(db, request.params.id, body.reply);
    if (answered) return ok(answered);
    reply.code(404);
    return fail('feedback.not.found', 'No such feedback');
  });
};
