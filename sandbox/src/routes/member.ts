/** /wps/member: the logged-in member's own data. */
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode } from '@wps/contract/envelope';
import { sessionMember, type WpsContext } from '../context.ts';
import { fail, ok } from '../envelope.ts';
import { memberInfo } from '../member-info.ts';

export const memberRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.get('/member/info', async (request) => {
    const member = sessionMember(db, request);
    // HTTP 200 with CUSTOMER_NOT_LOGIN, as the platform answers a dead or missing token.
    if (!member) return fail(ErrorCode.customerNotLogin, 'Please login');
    return ok(memberInfo(member));
  });
};
