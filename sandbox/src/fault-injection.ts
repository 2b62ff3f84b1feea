/**
 * Applies the faults set with PUT /sandbox/faults to /wps and static paths: a delay, a raw body,
 * or a failure status. Runs first, before body parsing, as a flaky network or proxy would.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db.ts';
import { fail } from './envelope.ts';
import { pathOf } from './context.ts';
import { takeFault } from './store/faults.ts';

export function installFaultInjection(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (/^\/sandbox(\/|$)/.test(path)) return; // never lock the tests out of the control API
    const fault = takeFault(db, request.method, path);
    if (!fault) return;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.body !== undefined) {
      const type =
        fault.contentType ??
        (fault.body.trimStart().startsWith('<') ? 'text/html' : 'application/json');
      return reply
        .code(fault.status ?? 200)
        .type(type)
        .send(fault.body);
    }
    if (fault.status !== undefined) {
      return reply.code(fault.status).send(fail('sandbox_fault', `Injected HTTP ${fault.status}`));
    }
    // Only a delay: carry on with the normal answer.
  });
}
