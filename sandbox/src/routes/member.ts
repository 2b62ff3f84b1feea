/** /wps/member: the logged-in member's own data. */
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode } from '@wps/contract/envelope';
import { requestMerchant, sessionMember, type WpsContext } from '../context.ts';
import { fail, ok } from '../envelope.ts';
import { memberInfo } from '../member-info.ts';
import { dataNumber } from '../store/members.ts';

export const memberRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.get('/member/info', async (request) => {
    const member = sessionMember(db, request);
    // HTTP 200 with CUSTOMER_NOT_LOGIN, as the platform answers a dead or missing token.
    if (!member) return fail(ErrorCode.customerNotLogin, 'Please login');
    return ok(memberInfo(member));
  });

  // GET /wps/v2/wallets/balance: the seeded or patched `balance`, in the merchant's currency.
  app.get('/v2/wallets/balance', async (request) => {
    const member = sessionMember(db, request);
    if (!member) return fail(ErrorCode.customerNotLogin, 'Please login');
    const { currency, currencySymbol } = requestMerchant(request).status as {
      currency?: string;
      currencySymbol?: string;
    };
    return ok({ sumBalance: dataNumber(member, 'balance') ?? 0, currency, currencySymbol });
  });
};
