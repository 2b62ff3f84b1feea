/**
 * SandboxChatApi (contract §5, contract/src/customer-service.ts): what the chat stand-in saw
 * (each page load with what the app sent, and the messages typed there), and the platform chat's
 * unread count raised as an operator's replies would raise it.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { SandboxChatApi } from '@wps/contract/customer-service';
import { listMessages, listVisits, setUnread, unreadOf } from '../../chat/store.ts';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import { findMember } from '../../member/members.ts';
import { parseBody } from './parse-body.ts';

const raiseSchema = v.object({
  userName: v.pipe(v.string(), v.minLength(1)),
  merchant: v.optional(v.pipe(v.string(), v.minLength(1)), 'demo'),
  add: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
});

/** SandboxChatApi paths carry the /sandbox prefix this plugin is registered under. */
const local = (path: string) => path.replace(/^\/sandbox/, '');

export const chatControlRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(local(SandboxChatApi.chat), async () =>
    ok({ visits: listVisits(db), messages: listMessages(db) }),
  );

  app.post(local(SandboxChatApi.unread), async (request, reply) => {
    const body = parseBody(raiseSchema, request.body ?? {}, reply);
    if (!body) return reply;
    const member = findMember(db, body.merchant, body.userName);
    if (!member) {
      reply.code(404);
      return fail('member.not.found', `No member ${body.userName} at ${body.merchant}`);
    }
    return ok({ unReadCount: setUnread(db, member, unreadOf(member) + body.add) });
  });
};
