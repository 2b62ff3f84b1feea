/**
 * Applies the faults set with PUT /sandbox/faults to /wps and static paths: a delay, a raw body,
 * a failure status, or an oversized answer. Runs first, before body parsing, as a flaky network
 * or proxy would.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import { pathOf } from '../http/request-context.ts';
import { takeFault } from './store.ts';

/**
 * Trailing spaces up to `size` bytes: JSON and HTML both ignore them, so the answer means the
 * same and only its size changes (a 5 MB answer the client must still read).
 */
export function padWithSpaces(payload: string | Buffer, size: number): Buffer {
  const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8');
  if (bytes.length >= size) return bytes;
  return Buffer.concat([bytes, Buffer.alloc(size - bytes.length, ' ')]);
}

export function installFaultInjection(app: FastifyInstance, db: Db): void {
  const padTo = new WeakMap<FastifyRequest, number>();
  app.addHook('onSend', async (request, _reply, payload) => {
    const size = padTo.get(request);
    // Streamed answers (static files) are left alone: the faults pad the /wps answers.
    if (size === undefined || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
      return payload;
    return padWithSpaces(payload, size);
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (/^\/sandbox(\/|$)/.test(path)) return; // never lock the tests out of the control API
    const fault = takeFault(db, request.method, path);
    if (!fault) return;
    if (fault.padToBytes !== undefined) padTo.set(request, fault.padToBytes);
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
    // Only a delay or padding: carry on with the normal answer.
  });
}
