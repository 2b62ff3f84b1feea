/**
 * The stand-in payment provider (contract §4): PAYMENT_PAGE and its script and styles under
 * /sandbox-pay/, and the calls its buttons make. The deposit's payUrl points here on the
 * other loopback name, so the page is another origin, as a provider's is. Knowing the order id
 * is enough to pay or fail it, as with a provider's checkout link; no session is involved.
 */
import type { FastifyPluginAsync } from 'fastify';
import { MoneyErrorCode } from '@wps/contract/money';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import type { FileCache } from '../../http/file-cache.ts';
import { failOrder, findOrder, payOrder } from '../../money/deposits.ts';
import { answerWith } from '../../money/reply.ts';
import { decodePath, NO_CACHE, sendFile } from '../../http/send-file.ts';
import { publicFile } from './public-files.ts';

type Order = { Params: { orderId: string } };

export const paymentStandInRoutes: FastifyPluginAsync<{ files: FileCache; db: Db }> = async (
  app,
  { files, db },
) => {
  // What the page shows: amount, channel, currency and state; never the member.
  app.get<Order>('/sandbox-pay/orders/:orderId', async (request, reply) => {
    const row = findOrder(db, request.params.orderId);
    if (!row) return reply.code(404).send(fail(MoneyErrorCode.orderNotFound, 'Unknown order'));
    const { id, channelName, currency, amountMinor, status } = row;
    return ok({ orderId: id, channelName, currency, amountMinor, status });
  });

  // Paying twice credits once: the second call answers the PAID order.
  app.post<Order>('/sandbox-pay/orders/:orderId/pay', async (request, reply) =>
    answerWith(reply, () => payOrder(db, request.params.orderId)),
  );

  app.post<Order>('/sandbox-pay/orders/:orderId/fail', async (request, reply) =>
    answerWith(reply, () => failOrder(db, request.params.orderId)),
  );

  app.get('/sandbox-pay/*', async (request, reply) => {
    const path = decodePath(request.url);
    const file = path === undefined ? undefined : publicFile(files, path);
    if (!file) return reply.callNotFound();
    return sendFile({ request, reply, files }, file, NO_CACHE);
  });
};
