/**
 * Feedback (contract/src/feedback.ts): GET the member's entries, POST one with an idempotency
 * key (a double tap sends one). Both need a session.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LENGTH,
  FeedbackApi,
  FeedbackErrorCode,
} from '@wps/contract/feedback';
import type { WpsContext } from '../../http/request-context.ts';
import { sessionMember } from '../../http/request-context.ts';
import { fail, notLoggedIn, ok } from '../../http/envelope.ts';
import { createFeedback, listFeedback } from '../../feedback/store.ts';
import { idempotent } from '../../money/idempotency.ts';
import { idempotencyKeySchema, local, moneyCall, parseInput } from './money/context.ts';

const postSchema = v.object({
  category: v.string(),
  // Generous: the length rule (code points, trimmed) answers with its own code below.
  content: v.pipe(v.string(), v.maxLength(FEEDBACK_LENGTH.max * 4)),
  idempotencyKey: idempotencyKeySchema,
});

const isCategory = (value: string): value is (typeof FEEDBACK_CATEGORIES)[number] =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(value);

export const feedbackRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.get(local(FeedbackApi.feedback), async (request) => {
    const member = sessionMember(db, request);
    return member ? ok(listFeedback(db, member.id)) : notLoggedIn();
  });

  app.post(local(FeedbackApi.feedback), async (request) => {
    const member = sessionMember(db, request);
    if (!member) return notLoggedIn();
    const input = parseInput(postSchema, request.body);
    if ('failure' in input) return input.failure;
    const { idempotencyKey, category, content } = input.output;
    if (!isCategory(category)) {
      return fail(FeedbackErrorCode.categoryUnknown, 'Please choose a topic.');
    }
    return moneyCall(() =>
      idempotent(db, member.id, idempotencyKey, { call: 'feedback', category, content }, () =>
        createFeedback(db, member.id, { category, content }),
      ),
    );
  });
};
