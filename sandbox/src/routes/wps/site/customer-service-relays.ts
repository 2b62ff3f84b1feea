/**
 * Customer service relays (spec §7, contract/src/customer-service.ts): the member's
 * customer-service list, and the platform chat (CBS) with its unread count. The chat needs a
 * session, CBS3 on and a member type other than 4 (spec §6); launching it opens the stand-in chat
 * page on the other loopback name through the redirect flow, and reads the member's messages
 * (unread back to 0).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NO_CHAT_TYPE } from '@wps/contract/member';
import {
  CHAT_REDIRECT_PARAM,
  ChatStandIn,
  ServiceErrorCode,
  ServiceRelay,
} from '@wps/contract/customer-service';
import { servedEntries } from '../../../chat/customer-service-entries.ts';
import { setUnread, unreadOf } from '../../../chat/store.ts';
import { requestMerchant, sessionMember, type WpsContext } from '../../../http/request-context.ts';
import { fail, notLoggedIn, ok } from '../../../http/envelope.ts';
import { demoOrigin } from '../../../games/launch.ts';
import type { Merchant } from '../../../site/merchants.ts';

function chatOn(merchant: Merchant): boolean {
  const flags = merchant.status.whitelabelVal;
  return typeof flags === 'object' && flags !== null && !Array.isArray(flags)
    ? flags.CBS3 === true
    : false;
}

/** chatUrl = the redirect page, whose redirectUrl is the chat page with a launch ticket. */
function chatUrl(request: FastifyRequest): string {
  const origin = demoOrigin(request.protocol, request.headers.host);
  const page = new URL(ChatStandIn.page, origin);
  page.searchParams.set('platform', 'cbs');
  page.searchParams.set('ticket', randomBytes(8).toString('hex'));
  const url = new URL(ChatStandIn.redirect, origin);
  url.searchParams.set(CHAT_REDIRECT_PARAM, page.href);
  return url.href;
}

export const serviceRelays: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  // The merchant's entries as stored (resolved like domainRoute's); the client filters by label.
  app.get(`/${ServiceRelay.customerService}`, async (request) =>
    ok(servedEntries(requestMerchant(request).customerService, request)),
  );

  const chatMember = (request: FastifyRequest) => {
    const member = sessionMember(db, request);
    if (!member) return { refusal: notLoggedIn() };
    if (!chatOn(requestMerchant(request))) {
      return { refusal: fail(ServiceErrorCode.chatDisabled, 'Chat is not offered on this site') };
    }
    if (member.type === NO_CHAT_TYPE) {
      return {
        refusal: fail(ServiceErrorCode.chatNoPermission, 'You do not have permission to chat'),
      };
    }
    return { member };
  };

  app.get(`/${ServiceRelay.launchChat}`, async (request) => {
    const { member, refusal } = chatMember(request);
    if (!member) return refusal;
    setUnread(db, member, 0);
    return ok({ chatUrl: chatUrl(request) });
  });

  app.get(`/${ServiceRelay.unreadCount}`, async (request) => {
    const { member, refusal } = chatMember(request);
    return member ? ok({ unReadCount: unreadOf(member) }) : refusal;
  });
};
