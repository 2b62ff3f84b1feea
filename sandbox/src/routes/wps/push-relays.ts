/**
 * CSP_fcmBind, CSP_fcmSubscribe and CSP_fcmUnsubscribe (contract §3, all POST, member session
 * needed; contract/src/push.ts). A token is bound to one member at a time; subscribing or
 * unsubscribing needs it bound to the caller; unsubscribeAll drops its topics and the binding,
 * so nothing reaches the device once its member has logged out.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  PushRelay,
  pushBindSchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from '@wps/contract/push';
import { sandboxNow } from '../../clock/clock.ts';
import type { WpsContext } from '../../http/request-context.ts';
import { sessionMember } from '../../http/request-context.ts';
import { fail, notLoggedIn, ok } from '../../http/envelope.ts';
import { bindToken, boundToken, setTopics, unbindToken } from '../../push/store.ts';

const RELAY_PREFIX = '/wps/relay';
const relayPath = (path: string) => path.slice(RELAY_PREFIX.length);

const badRequest = () => fail('bad_request', 'registrationToken is needed');
const unbound = () => fail('push.token.unbound', 'The token is not bound to this member');

export const pushRelays: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.post(relayPath(PushRelay.bind), async (request) => {
    const member = sessionMember(db, request);
    if (!member) return notLoggedIn();
    const input = v.safeParse(pushBindSchema, request.body);
    if (!input.success) return badRequest();
    bindToken(db, input.output.registrationToken, member, sandboxNow(db));
    return ok(true);
  });

  app.post(relayPath(PushRelay.subscribe), async (request) => {
    const member = sessionMember(db, request);
    if (!member) return notLoggedIn();
    const input = v.safeParse(pushSubscribeSchema, request.body);
    if (!input.success) return badRequest();
    const bound = boundToken(db, input.output.registrationToken);
    if (bound?.memberId !== member.id) return unbound();
    const topics = new Set([...bound.topics, input.output.topic]);
    setTopics(db, bound.token, [...topics]);
    return ok(true);
  });

  app.post(relayPath(PushRelay.unsubscribe), async (request) => {
    const member = sessionMember(db, request);
    if (!member) return notLoggedIn();
    const input = v.safeParse(pushUnsubscribeSchema, request.body);
    if (!input.success) return badRequest();
    const bound = boundToken(db, input.output.registrationToken);
    if (bound?.memberId !== member.id) return unbound();
    if (input.output.unsubscribeAll) unbindToken(db, bound.token);
    return ok(true);
  });
};
